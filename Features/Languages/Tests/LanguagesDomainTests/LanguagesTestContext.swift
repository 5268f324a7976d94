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
struct LanguagesTestContext {
    let currentAppLanguage: CurrentAppLanguage
    let database: AppDatabase
    let environment: [String: String]

    init(appLanguage: String = "en", environment: [String: String] = [:], database: AppDatabase? = nil) throws {
        self.currentAppLanguage = TestAppLanguage.current(appLanguage)
        self.database = try database ?? TestDatabase.inMemory([LanguagesDatabaseMigrations()])
        self.environment = environment
    }

    /// A database file in `folder`, as the app opens it on each launch.
    static func fileDatabase(in folder: URL) throws -> AppDatabase {
        try AppDatabase.open(at: .directory(folder), migrations: [LanguagesDatabaseMigrations()])
    }

    var appLanguagesRepository: AppLanguagesRepository { AppLanguagesRepository() }
    var userAppLanguageRepository: UserAppLanguageRepository {
        UserAppLanguageRepository(database: database, clock: TestClock.fixed())
    }

    var viewAppLanguages: ViewAppLanguagesUseCase {
        ViewAppLanguagesUseCase(getAppLanguagesList: GetAppLanguagesList(
            appLanguagesRepository: appLanguagesRepository, currentAppLanguage: currentAppLanguage
        ))
    }

    var searchAppLanguages: SearchAppLanguagesUseCase {
        SearchAppLanguagesUseCase(searchAppLanguages: SearchAppLanguages())
    }

    var viewConfirmAppLanguage: ViewConfirmAppLanguageUseCase {
        ViewConfirmAppLanguageUseCase(getAppLanguageChange: GetAppLanguageChange(
            appLanguagesRepository: appLanguagesRepository, currentAppLanguage: currentAppLanguage
        ))
    }

    var confirmAppLanguageChange: ConfirmAppLanguageChangeUseCase {
        ConfirmAppLanguageChangeUseCase(setAppLanguage: SetAppLanguage(
            appLanguagesRepository: appLanguagesRepository,
            userAppLanguageRepository: userAppLanguageRepository,
            currentAppLanguage: currentAppLanguage
        ))
    }

    var viewLanguageSettings: ViewLanguageSettingsUseCase {
        ViewLanguageSettingsUseCase(getLanguageSettings: GetLanguageSettings(
            appLanguagesRepository: appLanguagesRepository, currentAppLanguage: currentAppLanguage
        ))
    }

    var launchInAppLanguage: LaunchInAppLanguageUseCase {
        LaunchInAppLanguageUseCase(getLaunchAppLanguage: GetLaunchAppLanguage(
            appLanguagesRepository: appLanguagesRepository,
            userAppLanguageRepository: userAppLanguageRepository,
            systemLocaleSettings: SystemLocaleSettings(environment: environment),
            currentAppLanguage: currentAppLanguage
        ))
    }
}
