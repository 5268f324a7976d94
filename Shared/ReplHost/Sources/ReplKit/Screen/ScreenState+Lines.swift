extension ScreenState {
    /// The lines a screen shows under its title in this state, the same way on every screen
    /// that loads what it shows: none while loading, the failure's message indented by two
    /// spaces, and what `empty` or `content` make of what was loaded. A screen that has nothing
    /// to say when it is empty passes `{ _ in [] }`.
    public func lines(
        failure message: (Failure) -> String, empty: (Content) -> [String], content: (Content) -> [String]
    ) -> [String] {
        switch self {
        case .loading: return []
        case .failure(let failure): return ["  " + message(failure)]
        case .empty(let loaded): return empty(loaded)
        case .content(let loaded): return content(loaded)
        }
    }

    /// The lines of a screen that shows what was loaded the same way whether or not it lists
    /// anything (`loaded` says so itself): none while loading, the failure's message indented.
    public func lines(failure message: (Failure) -> String, loaded: (Content) -> [String]) -> [String] {
        lines(failure: message, empty: loaded, content: loaded)
    }
}

extension ScreenState where Failure == Never {
    /// The lines of a screen whose content cannot fail to load: none while loading, then what
    /// `empty` or `content` make of what was loaded.
    public func lines(empty: (Content) -> [String], content: (Content) -> [String]) -> [String] {
        lines(failure: { _ in "" }, empty: empty, content: content)
    }
}
