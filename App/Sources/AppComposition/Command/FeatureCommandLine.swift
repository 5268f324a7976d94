import ArgumentParser
import FeatureKit
import SystemKit

/// Reads the registered features' options from the words the app itself did
/// not know, and lists those options for `app --help`.
enum FeatureCommandLine {
    /// The last command line read and what it gave: `validate()` and `run()` both ask, and
    /// reading every feature's options (ArgumentParser reflects on each option group) was a
    /// tenth of the app's start each time.
    private static let lastRead = LockedState<(arguments: [String], factories: [FeatureFactory])?>(nil)

    /// One factory per registered feature, in home-screen order, with its options.
    /// Throws a `ValidationError` naming the word no feature owns or the option that is wrong.
    static func factories(from arguments: [String]) throws -> [FeatureFactory] {
        if let last = lastRead.withLock({ $0 }), last.arguments == arguments { return last.factories }
        let factories = try readFactories(from: arguments)
        lastRead.withLock { $0 = (arguments, factories) }
        return factories
    }

    private static func readFactories(from arguments: [String]) throws -> [FeatureFactory] {
        let partition = FeatureArgumentPartition(
            arguments: arguments,
            prefixesByFeature: RegisteredFeatures.all.map { (feature: $0.name, prefixes: $0.optionFlagPrefixes) }
        )
        if let word = partition.unclaimed.first {
            throw ValidationError(word.hasPrefix("-") ? "Unknown option '\(word)'." : "Unexpected argument '\(word)'.")
        }
        return try RegisteredFeatures.all.map { try factory(of: $0, arguments: partition.argumentsByFeature[$0.name] ?? []) }
    }

    private static func factory<Feature: FeatureRegistration>(
        of feature: Feature.Type, arguments: [String]
    ) throws -> FeatureFactory {
        do {
            return try FeatureFactory.parsing(feature, arguments: arguments)
        } catch {
            throw ValidationError(Feature.Options.message(for: error))
        }
    }

    /// Each registered feature's options as `help` shows them, under the feature's name.
    static func optionsHelp() -> String {
        RegisteredFeatures.all.map { optionsHelp(of: $0) }.joined()
    }

    private static func optionsHelp<Feature: FeatureRegistration>(of feature: Feature.Type) -> String {
        let lines = Feature.Options.helpMessage(columns: 78).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("OPTIONS:") }) else { return "" }
        let options = lines[(start + 1)...].filter { !$0.contains("--help") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !options.isEmpty else { return "" }
        return "\n\n\(Feature.name.uppercased()) OPTIONS:\n" + options.joined(separator: "\n")
    }
}
