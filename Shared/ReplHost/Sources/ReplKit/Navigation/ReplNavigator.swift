/// What the REPL host needs from the app's navigation: the screens on the
/// stack and the commands that work on every screen (`back`, `home`, `contacts` …).
@MainActor
public protocol ReplNavigator: AnyObject {
    /// The screens on the stack, root first.
    var screens: [any ReplScreen] { get }
    /// Commands the app accepts on every screen, besides `help`, `where` and `quit`.
    var globalCommands: [ReplCommand] { get }
    /// Commands that work only on some screen, and where: told to a person who
    /// types one where it does not work.
    var commandPlaces: [CommandPlace] { get }
}

extension ReplNavigator {
    /// No command is known to work elsewhere.
    public var commandPlaces: [CommandPlace] { [] }
}
