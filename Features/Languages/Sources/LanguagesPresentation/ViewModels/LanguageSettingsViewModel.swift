import Analytics
import LanguagesDomain
import Navigation
import Observation
import ReplKit

/// The language settings screen: the current app language and the way to change it.
@MainActor
@Observable
public final class LanguageSettingsViewModel {
    public private(set) var state: ScreenState<LanguageSettingsDomainModel, LanguagesFailure> = .loading
    /// The tool languages available offline, named in the app language.
    public private(set) var toolLanguagesAvailableOffline: [String] = []

    @ObservationIgnored private let viewLanguageSettingsUseCase: ViewLanguageSettingsUseCase
    @ObservationIgnored private let viewToolLanguagesAvailableOfflineUseCase: ViewToolLanguagesAvailableOfflineUseCase?
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker

    public init(
        viewLanguageSettingsUseCase: ViewLanguageSettingsUseCase,
        viewToolLanguagesAvailableOfflineUseCase: ViewToolLanguagesAvailableOfflineUseCase? = nil,
        flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>,
        analytics: AnalyticsTracker = .disabled
    ) {
        self.viewLanguageSettingsUseCase = viewLanguageSettingsUseCase
        self.viewToolLanguagesAvailableOfflineUseCase = viewToolLanguagesAvailableOfflineUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    public func screenAppeared() async {
        analytics.track(LanguagesAnalyticsEvent.languageSettingsViewed)
        do {
            state = .content(try await viewLanguageSettingsUseCase.execute())
            toolLanguagesAvailableOffline = await viewToolLanguagesAvailableOfflineUseCase?.execute() ?? []
        } catch {
            state = .failure(.couldNotLoad)
        }
    }

    public func chooseAppLanguageTapped() {
        flowStepEmitter.emit(.chooseAppLanguageTappedFromLanguageSettings)
    }

    /// Downloadable languages (a screen of another feature; the flow asks for it).
    public func downloadsTapped() {
        flowStepEmitter.emit(.downloadsTappedFromLanguageSettings)
    }
}
