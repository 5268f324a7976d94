import Navigation

/// What a person did on a Languages screen that may lead elsewhere.
public enum LanguagesFlowStep: FlowStep, Equatable {
    case chooseAppLanguageTappedFromLanguageSettings
    case appLanguageTappedFromAppLanguages(languageId: String)
    case languageChangeConfirmedFromConfirmAppLanguage(languageId: String)
    case languageChangeCancelledFromConfirmAppLanguage
    case downloadsTappedFromLanguageSettings
}
