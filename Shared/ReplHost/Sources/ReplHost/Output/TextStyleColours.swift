import ReplKit

extension TextStyle {
    /// The ANSI SGR sequence for the style on a colour terminal.
    var ansiCode: String? {
        switch self {
        case .plain: return nil
        case .title: return "\u{1B}[1m"
        case .status: return "\u{1B}[2m"
        case .error: return "\u{1B}[31m"
        case .hint: return "\u{1B}[36m"
        case .prompt: return "\u{1B}[1;34m"
        }
    }
}
