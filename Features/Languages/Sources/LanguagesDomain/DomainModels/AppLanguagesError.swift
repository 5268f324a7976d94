/// What can go wrong when working with app languages.
public enum AppLanguagesError: Error, Equatable, Sendable {
    /// No app language has this code.
    case unknownLanguage(id: String)
    /// The choice could not be saved; the app language is unchanged.
    case couldNotSave
}
