/// What came of the person choosing a language on the list.
public enum AppLanguageTapOutcome: Equatable, Sendable {
    /// The flow was told: the confirmation comes next.
    case confirmationAsked
    /// It is the app language already, named in the app language; nothing changes.
    case alreadyCurrent(name: String)
    /// Nothing was chosen: no app language has that code.
    case failed(LanguagesFailure)
}
