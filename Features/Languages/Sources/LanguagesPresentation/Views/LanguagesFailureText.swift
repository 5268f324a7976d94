import Localization

extension LanguagesFailure {
    /// The failure said in the app language.
    func text(_ strings: Localizer<LanguagesStringKey>) -> String {
        switch self {
        case .couldNotLoad: return strings.text(.errorLoadFailed)
        case .unknownLanguage(let id): return strings.text(.errorUnknownLanguage, ["id": id])
        case .couldNotSave: return strings.text(.errorCouldNotSave)
        }
    }
}
