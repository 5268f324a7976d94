import Analytics
import AppCore
import FeatureKit
import LanguagesData
import LanguagesDomain
import LanguagesPresentation
import Localization
import Navigation
import Persistence

/// Everything the Languages feature needs, built in one place: its database
/// migrations, its layers, and its screens.
public final class LanguagesDiContainer: Sendable {
    public let dataLayer: LanguagesDataLayerDependencies
    public let domainLayer: LanguagesDomainLayerDependencies
    public let currentAppLanguage: CurrentAppLanguage

    /// The feature's tables, to register when the app database is opened.
    public static let databaseMigrations: any FeatureDatabaseMigrations = LanguagesDatabaseMigrations()

    /// What other features offer this one (the tool languages available offline).
    public let contracts: FeatureContractDirectory
    /// Where the screens track what the person sees and does.
    public let analytics: AnalyticsTracker

    public init(
        database: AppDatabase, currentAppLanguage: CurrentAppLanguage, clock: any AppClock, environment: [String: String],
        contracts: FeatureContractDirectory = FeatureContractDirectory(),
        analytics: AnalyticsTracker = .disabled
    ) {
        self.currentAppLanguage = currentAppLanguage
        self.contracts = contracts
        self.analytics = analytics
        dataLayer = LanguagesDataLayerDependencies(database: database, clock: clock, environment: environment)
        domainLayer = LanguagesDomainLayerDependencies(dataLayer: dataLayer, currentAppLanguage: currentAppLanguage)
    }

    @MainActor
    public func makeLanguageSettingsView(
        flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>
    ) -> LanguageSettingsView {
        LanguageSettingsView(
            viewModel: LanguageSettingsViewModel(
                viewLanguageSettingsUseCase: domainLayer.getViewLanguageSettingsUseCase(),
                viewToolLanguagesAvailableOfflineUseCase: ViewToolLanguagesAvailableOfflineUseCase(
                    getToolLanguagesAvailableOffline: ProvidedToolLanguagesAvailableOffline(contracts: contracts)
                ),
                flowStepEmitter: flowStepEmitter,
                analytics: analytics
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeAppLanguagesView(flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>) -> AppLanguagesView {
        AppLanguagesView(
            viewModel: AppLanguagesViewModel(
                viewAppLanguagesUseCase: domainLayer.getViewAppLanguagesUseCase(),
                searchAppLanguagesUseCase: domainLayer.getSearchAppLanguagesUseCase(),
                flowStepEmitter: flowStepEmitter,
                analytics: analytics
            ),
            currentAppLanguage: currentAppLanguage
        )
    }

    @MainActor
    public func makeConfirmAppLanguageView(
        languageId: String, flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>
    ) -> ConfirmAppLanguageView {
        ConfirmAppLanguageView(
            viewModel: ConfirmAppLanguageViewModel(
                languageId: languageId,
                viewConfirmAppLanguageUseCase: domainLayer.getViewConfirmAppLanguageUseCase(),
                confirmAppLanguageChangeUseCase: domainLayer.getConfirmAppLanguageChangeUseCase(),
                flowStepEmitter: flowStepEmitter,
                analytics: analytics
            ),
            currentAppLanguage: currentAppLanguage
        )
    }
}
