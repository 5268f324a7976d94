import LanguagesDependencyContainer
import LanguagesPresentation
import Navigation

/// The Languages screens on their own, without the app around them.
@MainActor
final class LanguagesDemoFlow: Flow {
    private let diContainer: LanguagesDiContainer
    private let emitter = FlowStepEmitter<LanguagesFlowStep>()

    init(diContainer: LanguagesDiContainer, navigation: NavigationStack) {
        self.diContainer = diContainer
        super.init(navigation: navigation)
        emitter.listen { [weak self] step in self?.navigate(to: step) }
    }

    override func start() {
        navigation.setRoot(diContainer.makeLanguageSettingsView(flowStepEmitter: emitter), owner: self)
    }

    private func navigate(to step: LanguagesFlowStep) {
        switch step {
        case .chooseAppLanguageTappedFromLanguageSettings:
            push(diContainer.makeAppLanguagesView(flowStepEmitter: emitter))
        case .appLanguageTappedFromAppLanguages(let languageId):
            present(diContainer.makeConfirmAppLanguageView(languageId: languageId, flowStepEmitter: emitter))
        case .languageChangeConfirmedFromConfirmAppLanguage:
            navigation.popToRoot()
        case .languageChangeCancelledFromConfirmAppLanguage:
            navigation.dismiss()
        }
    }
}
