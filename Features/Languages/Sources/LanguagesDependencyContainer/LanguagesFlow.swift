import FeatureContracts
import LanguagesPresentation
import Navigation

/// Coordinates the Languages screens, for the app and the Demo alike:
/// settings → list → confirmation, and back to settings once the language changed.
@MainActor
public final class LanguagesFlow: Flow {
    private let diContainer: LanguagesDiContainer
    private let flowStepEmitter = FlowStepEmitter<LanguagesFlowStep>()
    private var settingsView: LanguageSettingsView?

    public init(diContainer: LanguagesDiContainer, navigation: NavigationStack) {
        self.diContainer = diContainer
        super.init(navigation: navigation)
        flowStepEmitter.listen { [weak self] step in self?.navigate(to: step) }
    }

    override public func start() {
        let view = diContainer.makeLanguageSettingsView(flowStepEmitter: flowStepEmitter)
        settingsView = view
        push(view)
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
