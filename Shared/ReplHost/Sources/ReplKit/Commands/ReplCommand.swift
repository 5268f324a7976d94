/// One command a screen (or the app, on every screen) accepts.
@MainActor
public struct ReplCommand {
    /// The word typed, lower case: `search`.
    public let name: String
    /// Other words for the same command: `exit` for `quit`.
    public let aliases: [String]
    /// The command with its arguments as `help` shows it: `search <text>`.
    public let usage: String
    /// What it does, in the app language.
    public let summary: String
    public let arguments: ArgumentRule
    /// Whether `help` lists it. Unlisted commands still run: for example the
    /// entry of a feature this build does not have, which says so.
    public let isListed: Bool
    public let action: @MainActor ([String]) async -> ReplOutcome

    public init(
        name: String,
        aliases: [String] = [],
        usage: String? = nil,
        summary: String,
        arguments: ArgumentRule = .none,
        isListed: Bool = true,
        action: @escaping @MainActor ([String]) async -> ReplOutcome
    ) {
        self.name = name
        self.aliases = aliases
        self.usage = usage ?? name
        self.summary = summary
        self.arguments = arguments
        self.isListed = isListed
        self.action = action
    }

    /// Whether `word` names this command.
    public func answers(to word: String) -> Bool {
        word == name || aliases.contains(word)
    }
}
