import GRDB

/// The schema migrations of one feature. Each feature's Data layer provides one;
/// the app registers them all on the one database it opens.
public protocol FeatureDatabaseMigrations: Sendable {
    /// A stable name that prefixes the feature's migration identifiers.
    var featureName: String { get }

    /// Registers the feature's migrations, in order, named `<featureName>.<step>`.
    func register(in migrator: inout DatabaseMigrator)
}
