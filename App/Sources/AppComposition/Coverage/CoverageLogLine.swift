import Primitives

/// One typed command as a line of the coverage log (JSON Lines):
/// `{"screen":"ProductListingView","command":"open"}` — the screen it was typed on, named as
/// `app --describe` names it, and the command it resolved to (`prev` for `previous`), or
/// `"command":null` when no command answers to the word typed.
public enum CoverageLogLine {
    public static func text(screen: String, command: String?) -> String {
        OrderedJSON.object([
            ("screen", .string(screen)),
            ("command", command.map(OrderedJSON.string) ?? .null),
        ]).compactText()
    }
}
