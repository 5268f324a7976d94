import AppCore
import Foundation
import LanguagesData
import LanguagesDataDomainInterface
import LanguagesDomain
import Localization
import Persistence
import TestSupport

/// The Languages use cases wired to their real interface implementations
/// over a real SQLite database (in memory unless a test passes its own).
public struct LanguagesTestContext {
    public let currentAppLanguage: CurrentAppLanguage
    public let database: AppDatabase
    public let environment: [String: String]

    public init(appLanguage: String = "en", environment: [String: String] = [:], database: AppDatabase? = nil) throws {
        self.currentAppLanguage = TestAppLanguage.current(appLanguage)
        self.database = try database ?? TestDatabase.inMemory([LanguagesDatabaseMigrations()])
        self.environment = environment
    }

    /// A database file in `folder`, as the app opens it on each launch.
    public static func fileDatabase(in folder: URL) throws -> AppDatabase {
        try AppDatabase.open(at: .directory(folder), migrations: [LanguagesDatabaseMigrations()])
    }

    public var appLanguagesRepository: AppLanguagesRepository { AppLanguagesRepository() }
    public var userAppLanguageRepository: UserAppLanguageRepository {
        UserAppLanguageRepository(database: database, clock: TestClock.fixed())
    }

    public var viewAppLanguages: ViewAppLanguagesUseCase {
        ViewAppLanguagesUseCase(
            getAppLanguagesList: GetAppLanguagesList(
                appLanguagesRepository: appLanguagesRepository, currentAppLanguage: currentAppLanguage
            ))
    }

    public var searchAppLanguages: SearchAppLanguagesUseCase {
        SearchAppLanguagesUseCase(searchAppLanguages: SearchAppLanguages())
    }

    public var viewConfirmAppLanguage: ViewConfirmAppLanguageUseCase {
        ViewConfirmAppLanguageUseCase(
            getAppLanguageChange: GetAppLanguageChange(
                appLanguagesRepository: appLanguagesRepository, currentAppLanguage: currentAppLanguage
            ))
    }

    public var confirmAppLanguageChange: ConfirmAppLanguageChangeUseCase {
        ConfirmAppLanguageChangeUseCase(
            setAppLanguage: SetAppLanguage(
                appLanguagesRepository: appLanguagesRepository,
                userAppLanguageRepository: userAppLanguageRepository,
                currentAppLanguage: currentAppLanguage
            ))
    }

    public var viewLanguageSettings: ViewLanguageSettingsUseCase {
        ViewLanguageSettingsUseCase(
            getLanguageSettings: GetLanguageSettings(
                appLanguagesRepository: appLanguagesRepository, currentAppLanguage: currentAppLanguage
            ))
    }

    public var launchInAppLanguage: LaunchInAppLanguageUseCase {
        LaunchInAppLanguageUseCase(
            getLaunchAppLanguage: GetLaunchAppLanguage(
                appLanguagesRepository: appLanguagesRepository,
                userAppLanguageRepository: userAppLanguageRepository,
                systemLocaleSettings: SystemLocaleSettings(environment: environment),
                currentAppLanguage: currentAppLanguage
            ))
    }
}
