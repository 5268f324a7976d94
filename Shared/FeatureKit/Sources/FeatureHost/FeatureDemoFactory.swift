import FeatureKit

extension FeatureFactory {
    /// The factory a feature's Demo runs: with `--fake`, `Feature` made by `fake` (on its fakes,
    /// with no data source at all); otherwise `Feature` with the options its command line gave.
    public static func demo<Feature: FeatureRegistration>(
        _ feature: Feature.Type, demoOptions: FeatureDemoOptions, options: Feature.Options,
        fake: @escaping @MainActor (FeatureEnvironment) -> Feature
    ) -> FeatureFactory {
        guard demoOptions.fake else { return of(feature, options: options) }
        return FeatureFactory(name: Feature.name, databaseMigrations: Feature.databaseMigrations) { fake($0) }
    }
}
