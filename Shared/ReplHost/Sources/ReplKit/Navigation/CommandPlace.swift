/// Where a command works when it does not work on every screen: `edit` on a
/// contact's details. The session names the place when the command is typed
/// anywhere else, instead of guessing at a command that happens to look alike.
public struct CommandPlace: Sendable, Equatable {
    /// The command word, lower case: `edit`.
    public let command: String
    /// Where it works, in the app language, written to follow "it works on":
    /// "a contact's details (open a contact first)".
    public let place: String

    public init(command: String, place: String) {
        self.command = command
        self.place = place
    }
}
