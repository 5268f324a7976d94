import AppCore
import ContactsDependencyContainer
import LanguagesDependencyContainer
import Localization
import Persistence
import ReplKit

/// Holds what the whole app shares — the database, the app language, the
/// clock — and each feature's DiContainer built on them.
public final class AppDiContainer: Sendable {
    public let configuration: AppConfiguration
    public let database: AppDatabase
    public let currentAppLanguage: CurrentAppLanguage
    public let languages: LanguagesDiContainer
    public let contacts: ContactsDiContainer
    /// The progress line of long work, shown on a terminal.
    public let progress = ReplProgress()

    /// Every feature's database migrations, registered when the database opens.
    public static let databaseMigrations: [any FeatureDatabaseMigrations] = [
        LanguagesDiContainer.databaseMigrations,
        ContactsDiContainer.databaseMigrations,
    ]

    /// Opens the database and builds the features. Throws when the database cannot be opened.
    public init(configuration: AppConfiguration) throws {
        self.configuration = configuration
        database = try AppDatabase.open(at: configuration.databaseLocation, migrations: Self.databaseMigrations)
        currentAppLanguage = CurrentAppLanguage()
        languages = LanguagesDiContainer(
            database: database,
            currentAppLanguage: currentAppLanguage,
            clock: configuration.clock,
            environment: configuration.processEnvironment
        )
        contacts = ContactsDiContainer(
            database: database,
            currentAppLanguage: currentAppLanguage,
            clock: configuration.clock,
            configuration: configuration.contacts,
            progress: progress
        )
    }

    /// Puts the app in the person's language before the first screen shows.
    public func applyLaunchAppLanguage() async throws {
        try await languages.domainLayer.getLaunchInAppLanguageUseCase().execute()
    }
}
