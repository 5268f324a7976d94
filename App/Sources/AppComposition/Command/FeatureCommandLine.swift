import FeatureKit

/// Reads the registered features' options from the words the app itself did
/// not know, and lists those options for `app --help`.
enum FeatureCommandLine {
    /// One factory per registered feature, in home-screen order, with its options.
    /// Throws the sentence naming the word no feature owns or the option that is wrong.
    static func factories(from arguments: [String]) throws(CommandLineError) -> [FeatureFactory] {
        let partition = FeatureArgumentPartition(
            arguments: arguments,
            prefixesByFeature: RegisteredFeatures.all.map { (feature: $0.name, prefixes: $0.optionFlagPrefixes) }
        )
        if let word = partition.unclaimed.first {
            throw CommandLineError(word.hasPrefix("-") ? "Unknown option '\(word)'." : "Unexpected argument '\(word)'.")
        }
        var factories: [FeatureFactory] = []
        for feature in RegisteredFeatures.all {
            factories.append(try FeatureFactory.parsing(feature, arguments: partition.argumentsByFeature[feature.name] ?? []))
        }
        return factories
    }

    /// Each registered feature's options as `help` shows them, under the feature's name.
    static func optionsHelp() -> String {
        RegisteredFeatures.all.map { optionsHelp(of: $0) }.joined()
    }

    private static func optionsHelp<Feature: FeatureRegistration>(of feature: Feature.Type) -> String {
        let options = Feature.Options.commandLineOptions
        guard !options.isEmpty else { return "" }
        return "\n\n\(Feature.name.uppercased()) OPTIONS:\n"
            + CommandLineHelp.lines(for: options, columns: 78).joined(separator: "\n")
    }
}
