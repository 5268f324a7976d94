import SystemKit

/// The app language in effect now: one shared value that every feature reads
/// when it renders and observes to learn of a change the moment it happens.
public final class CurrentAppLanguage: Sendable {
    private struct State {
        var language: AppLanguage
        var observers: [Int: @Sendable (AppLanguage) -> Void] = [:]
        var nextObserverID = 0
    }

    private let state: LockedState<State>

    public init(_ language: AppLanguage = SupportedAppLanguages.english) {
        state = LockedState(State(language: language))
    }

    public var language: AppLanguage {
        state.withLock { $0.language }
    }

    /// Switches the language and tells every observer before returning.
    public func change(to language: AppLanguage) {
        let observers = state.withLock { state -> [@Sendable (AppLanguage) -> Void] in
            guard state.language != language else { return [] }
            state.language = language
            return state.observers.sorted { $0.key < $1.key }.map(\.value)
        }
        observers.forEach { $0(language) }
    }

    /// Calls `handler` after every change until the returned token is released.
    public func observe(_ handler: @escaping @Sendable (AppLanguage) -> Void) -> AppLanguageObservation {
        let id = state.withLock { state -> Int in
            let id = state.nextObserverID
            state.nextObserverID += 1
            state.observers[id] = handler
            return id
        }
        return AppLanguageObservation { [weak self] in
            self?.state.withLock { _ = $0.observers.removeValue(forKey: id) }
        }
    }
}

/// Keeps an observation of ``CurrentAppLanguage`` alive; releasing it stops the calls.
public final class AppLanguageObservation: Sendable {
    private let cancel: @Sendable () -> Void

    init(cancel: @escaping @Sendable () -> Void) {
        self.cancel = cancel
    }

    deinit { cancel() }
}
