/// Why a Languages screen could not do what was asked.
public enum LanguagesFailure: Equatable, Sendable {
    case couldNotLoad
    case unknownLanguage(id: String)
    case couldNotSave
}
