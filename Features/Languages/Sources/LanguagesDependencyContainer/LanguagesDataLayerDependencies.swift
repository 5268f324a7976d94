import AppCore
import LanguagesData
import Persistence

/// Builds the Languages feature's repositories.
public struct LanguagesDataLayerDependencies: Sendable {
    private let database: AppDatabase
    private let clock: any AppClock
    private let environment: [String: String]

    public init(database: AppDatabase, clock: any AppClock, environment: [String: String]) {
        self.database = database
        self.clock = clock
        self.environment = environment
    }

    public func getAppLanguagesRepository() -> AppLanguagesRepository {
        AppLanguagesRepository()
    }

    public func getUserAppLanguageRepository() -> UserAppLanguageRepository {
        UserAppLanguageRepository(database: database, clock: clock)
    }

    public func getSystemLocaleSettings() -> SystemLocaleSettings {
        SystemLocaleSettings(environment: environment)
    }
}
