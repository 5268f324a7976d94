/// What came of the person confirming the change of app language.
public enum AppLanguageConfirmOutcome: Equatable, Sendable {
    /// The app is in the chosen language now, named in itself.
    case changed(name: String)
    /// The language stays as it was.
    case failed(LanguagesFailure)
}
