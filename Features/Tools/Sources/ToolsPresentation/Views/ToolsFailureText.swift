import Localization

extension ToolsFailure {
    /// The failure said in the app language.
    func text(_ strings: Localizer<ToolsStringKey>) -> String {
        switch self {
        case .itemNotFound(let id): return strings.text(.errorItemNotFound, ["id": id])
        case .couldNotLoad: return strings.text(.errorCouldNotLoad)
        }
    }
}
