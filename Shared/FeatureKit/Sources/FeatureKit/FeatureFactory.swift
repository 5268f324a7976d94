import Persistence

/// One feature, ready to be built once the app's database is open: its name,
/// its migrations, and how to make its registration from what the app shares.
public struct FeatureFactory: Sendable {
    public let name: String
    public let databaseMigrations: any FeatureDatabaseMigrations
    public let make: @MainActor (FeatureEnvironment) -> any FeatureRegistration

    public init(
        name: String,
        databaseMigrations: any FeatureDatabaseMigrations,
        make: @escaping @MainActor (FeatureEnvironment) -> any FeatureRegistration
    ) {
        self.name = name
        self.databaseMigrations = databaseMigrations
        self.make = make
    }

    /// The factory of `Feature` built with `options`.
    public static func of<Feature: FeatureRegistration>(_ feature: Feature.Type, options: Feature.Options) -> FeatureFactory {
        FeatureFactory(name: Feature.name, databaseMigrations: Feature.databaseMigrations) { environment in
            Feature(options: options, environment: environment)
        }
    }

    /// The factory of `Feature` with its options taken from a command line's `values` (read
    /// with the feature's ``FeatureOptions/commandLineOptions`` among the options).
    public static func reading<Feature: FeatureRegistration>(
        _ feature: Feature.Type, from values: CommandLineValues
    ) throws(CommandLineError) -> FeatureFactory {
        of(feature, options: try Feature.Options(values: values))
    }

    /// The factory of `Feature` with its options read from `arguments` (its own words only).
    public static func parsing<Feature: FeatureRegistration>(
        _ feature: Feature.Type, arguments: [String]
    ) throws(CommandLineError) -> FeatureFactory {
        of(feature, options: try Feature.parseOptions(arguments))
    }
}
