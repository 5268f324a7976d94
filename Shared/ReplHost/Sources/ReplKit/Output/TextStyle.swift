/// The design tokens of the text UI: what a line is, not how it looks.
/// The host maps them to terminal colours; scripts get plain text.
public enum TextStyle: Sendable, Equatable {
    case plain
    case title
    case status
    case error
    case hint
    case prompt
}
