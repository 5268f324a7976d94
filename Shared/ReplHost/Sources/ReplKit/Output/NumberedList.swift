/// A list as every screen shows it: one row per item, `  1. text`, the
/// numbers right-aligned to the widest one, then a status line where it helps.
///
///       1. Arabic — العربية [ar]
///       …
///      10. Russian — русский [ru]
///     10 languages
public enum NumberedList {
    /// The rows numbered from 1, then `status` when there is one.
    public static func lines(_ rows: [String], status: String? = nil) -> [String] {
        let width = String(rows.count).count
        let numbered = rows.enumerated().map { index, text in
            let number = String(index + 1)
            return "  " + String(repeating: " ", count: width - number.count) + number + ". " + text
        }
        return numbered + (status.map { [$0] } ?? [])
    }
}
