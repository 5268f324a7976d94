/// Completes the command word being typed from the commands the screen accepts.
public enum CommandCompletion: Equatable, Sendable {
    /// Type these characters: the rest of the only match (and a space), or
    /// what all matches share.
    case insert(String)
    /// Several commands match and share nothing more: show them.
    case list([String])
    /// Nothing to complete.
    case none

    /// What Tab does with `textBeforeCursor` among `commands`. Only the first
    /// word is completed; arguments are the screen's business.
    public static func complete(_ textBeforeCursor: String, among commands: [String]) -> CommandCompletion {
        guard !textBeforeCursor.contains(where: \.isWhitespace) else { return .none }
        let typed = textBeforeCursor.lowercased()
        let matches = Array(Set(commands.filter { $0.hasPrefix(typed) })).sorted()
        guard let first = matches.first else { return .none }
        if matches.count == 1 { return .insert(String(first.dropFirst(typed.count)) + " ") }
        let shared = matches.dropFirst().reduce(first) { $0.commonPrefix(with: $1) }
        if shared.count > typed.count { return .insert(String(shared.dropFirst(typed.count))) }
        return .list(matches)
    }
}

/// A line source that can complete command words: the session tells it,
/// before each line, which commands the current screen accepts.
@MainActor
public protocol CommandCompleting: AnyObject {
    var commandNames: [String] { get set }
}
