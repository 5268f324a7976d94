import SystemKit

/// The session on this device: its tokens (kept in ``AccountTokenFile`` when the app has a data
/// folder, in memory otherwise), read once, and whether the backend ended the last one. Safe
/// from any thread: the activity counter asks whether anyone is signed in while a command runs.
public final class AccountSessionStore: Sendable {
    private struct State {
        var isLoaded = false
        var tokens: AccountTokensDataModel?
        var endedByBackend = false
    }

    private let file: AccountTokenFile?
    private let state = LockedState(State())

    /// `file` is where tokens are kept; `nil` keeps them in memory only (`--in-memory`).
    public init(file: AccountTokenFile?) {
        self.file = file
    }

    /// The session's tokens; `nil` when nobody is signed in.
    public func tokens() -> AccountTokensDataModel? {
        state.withLock { state in
            if !state.isLoaded {
                state.tokens = file?.read()
                state.isLoaded = true
            }
            return state.tokens
        }
    }

    public var isSignedIn: Bool { tokens() != nil }

    /// Keeps `tokens` as the session's.
    public func save(_ tokens: AccountTokensDataModel) throws {
        try state.withLock { state in
            try file?.write(tokens)
            state.tokens = tokens
            state.isLoaded = true
            state.endedByBackend = false
        }
    }

    /// Forgets the session. `byBackend`: the backend ended it, which the account screen says.
    public func end(byBackend: Bool = false) {
        state.withLock { state in
            file?.delete()
            state.tokens = nil
            state.isLoaded = true
            state.endedByBackend = byBackend
        }
    }

    /// Whether the backend ended the session in this run (cleared by the next sign-in).
    public var wasEndedByBackend: Bool {
        state.withLock { $0.endedByBackend }
    }
}
