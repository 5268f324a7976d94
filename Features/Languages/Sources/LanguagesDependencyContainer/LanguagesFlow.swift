import FeatureContracts
import LanguagesPresentation
import Navigation

/// Coordinates the Languages screens, for the app and the Demo alike:
/// settings → list → confirmation, and back to settings once the language changed.
@MainActor
public final class LanguagesFlow: Flow {
    /// Where the flow starts: Language settings, or a screen a person reaches from them —
    /// the app languages list, or the tool language downloads another feature provides.
    public enum Start: Sendable, Equatable {
        case settings
        case appLanguages
        case downloads
    }

    private let diContainer: LanguagesDiContainer
    private let startScreen: Start
    private let flowStepEmitter = FlowStepEmitter<LanguagesFlowStep>()
    private var settingsView: LanguageSettingsView?

    public init(diContainer: LanguagesDiContainer, navigation: NavigationStack, start: Start = .settings) {
        self.diContainer = diContainer
        startScreen = start
        super.init(navigation: navigation)
        flowStepEmitter.listen { [weak self] step in self?.navigate(to: step) }
    }

    override public func start() {
        let view = diContainer.makeLanguageSettingsView(flowStepEmitter: flowStepEmitter)
        settingsView = view
        push(view)
        switch startScreen {
        case .settings: break
        case .appLanguages: navigate(to: .chooseAppLanguageTappedFromLanguageSettings)
        case .downloads: navigate(to: .downloadsTappedFromLanguageSettings)
        }
    }

    func navigate(to step: LanguagesFlowStep) {
        switch step {
        case .chooseAppLanguageTappedFromLanguageSettings:
            push(diContainer.makeAppLanguagesView(flowStepEmitter: flowStepEmitter))
        case .appLanguageTappedFromAppLanguages(let languageId):
            present(diContainer.makeConfirmAppLanguageView(languageId: languageId, flowStepEmitter: flowStepEmitter))
        case .languageChangeConfirmedFromConfirmAppLanguage:
            if let settingsView { navigation.pop(to: settingsView) }
        case .languageChangeCancelledFromConfirmAppLanguage:
            navigation.dismiss()
        case .downloadsTappedFromLanguageSettings:
            // Another feature's screen (Tools' in the app): the host hands over to it.
            request(HandOverDestinations.toolLanguageDownloads)
        }
    }
}
