import FeatureKit
import LanguagesPresentation
import Navigation

/// The Languages screens as `app --describe` lists them. `languages/downloads` opens a screen
/// of the feature that provides tool downloads, so it is that feature's screen.
extension LanguagesFeature {
    /// Language settings (`languages`), the app languages (`languages/app-languages`), and
    /// the confirmation of a change, presented over the list.
    public func screenCatalog() -> [FeatureScreen] {
        let flowStepEmitter = FlowStepEmitter<LanguagesFlowStep>()
        return [
            FeatureScreen(diContainer.makeLanguageSettingsView(flowStepEmitter: flowStepEmitter), routes: [Self.settingsRoute]),
            FeatureScreen(diContainer.makeAppLanguagesView(flowStepEmitter: flowStepEmitter), routes: [Self.appLanguagesRoute]),
            FeatureScreen(diContainer.makeConfirmAppLanguageView(languageId: "", flowStepEmitter: flowStepEmitter)),
        ]
    }
}
