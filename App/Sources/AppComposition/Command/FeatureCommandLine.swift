import FeatureKit

/// The registered features' options: read in the same pass as the app's own, and listed
/// for `app --help` under each feature's name.
enum FeatureCommandLine {
    /// Every registered feature's options, in home-screen order.
    static var commandLineOptions: [CommandLineOption] {
        RegisteredFeatures.all.flatMap { commandLineOptions(of: $0) }
    }

    /// One factory per registered feature, in home-screen order, each with the options
    /// `values` give it. Throws the sentence naming the feature and the option whose value is wrong.
    static func factories(from values: CommandLineValues) throws(CommandLineError) -> [FeatureFactory] {
        var factories: [FeatureFactory] = []
        for feature in RegisteredFeatures.all {
            factories.append(
                try naming(feature: feature.name) { () throws(CommandLineError) in
                    try FeatureFactory.reading(feature, from: values)
                })
        }
        return factories
    }

    /// One factory per registered feature, in home-screen order, each with the options it has
    /// when none are given (`app --describe`, tests). A feature whose options cannot be read
    /// even so (a `CONTACTS_URL` in the environment that is no URL) is not left out: this
    /// throws the sentence that names it and says what is wrong, and the launch stops there.
    static func factoriesWithDefaultOptions() throws(CommandLineError) -> [FeatureFactory] {
        try factories(from: CommandLineParser.parse([], options: commandLineOptions))
    }

    /// What `read` returns; when it throws, the same sentence saying first which feature cannot start.
    static func naming<Value>(
        feature name: String, _ read: () throws(CommandLineError) -> Value
    ) throws(CommandLineError) -> Value {
        do {
            return try read()
        } catch {
            throw CommandLineError("The \(name) feature cannot start: \(error.message)")
        }
    }

    /// Each registered feature's options as `help` shows them, under the feature's name.
    static func optionsHelp() -> String {
        RegisteredFeatures.all.map { optionsHelp(of: $0) }.joined()
    }

    static func commandLineOptions<Feature: FeatureRegistration>(of feature: Feature.Type) -> [CommandLineOption] {
        Feature.Options.commandLineOptions
    }

    private static func optionsHelp<Feature: FeatureRegistration>(of feature: Feature.Type) -> String {
        let options = Feature.Options.commandLineOptions
        guard !options.isEmpty else { return "" }
        return "\n\n\(Feature.name.uppercased()) OPTIONS:\n"
            + CommandLineHelp.lines(for: options, columns: 78).joined(separator: "\n")
    }
}
