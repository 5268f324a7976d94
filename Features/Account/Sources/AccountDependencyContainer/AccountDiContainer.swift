import AccountData
import AccountPresentation
import Analytics
import AppCore
import FeatureContracts
import Foundation
import Localization
import Navigation
import Persistence
import ReplKit

/// Everything the Account feature needs, built in one place: its database migrations, its
/// layers, and its screen.
public final class AccountDiContainer: Sendable {
    public let dataLayer: AccountDataLayerDependencies
    public let domainLayer: AccountDomainLayerDependencies
    public let currentAppLanguage: CurrentAppLanguage
    private let analytics: AnalyticsTracker
    private let questions: ReplQuestions

    /// The feature's tables, to register when the app database is opened.
    public static let databaseMigrations: any FeatureDatabaseMigrations = AccountDatabaseMigrations()

    public init(
        database: AppDatabase, backend: AccountBackend, currentAppLanguage: CurrentAppLanguage, clock: any AppClock,
        analytics: AnalyticsTracker = .disabled, questions: ReplQuestions = ReplQuestions(),
        keepers: @escaping @Sendable () -> [any AccountBoundData] = { [] }
    ) {
        self.currentAppLanguage = currentAppLanguage
        self.analytics = analytics
        self.questions = questions
        dataLayer = AccountDataLayerDependencies(
            database: database, dataFolder: database.fileURL?.deletingLastPathComponent(), backend: backend, keepers: keepers)
        domainLayer = AccountDomainLayerDependencies(dataLayer: dataLayer, clock: clock)
    }

    @MainActor
    public func makeAccountView(flowStepEmitter: FlowStepEmitter<AccountFlowStep>) -> AccountView {
        AccountView(
            viewModel: AccountViewModel(
                useCases: domainLayer.getAccountUseCases(), analytics: analytics, flowStepEmitter: flowStepEmitter),
            questions: questions, currentAppLanguage: currentAppLanguage)
    }
}
