/// A list as every screen shows it: one row per item, `  1. text`, the
/// numbers right-aligned to the widest one, then a status line where it helps.
///
///       1. Arabic — العربية [ar]
///       …
///      10. Russian — русский [ru]
///     10 languages
public enum NumberedList {
    /// The rows numbered from 1, then `status` when there is one. With `columns`, a row wider
    /// than that is wrapped as `help` is (``ColumnText/wordWrapped(_:toColumns:)``: losing nothing,
    /// between characters in Chinese and Japanese), its further lines indented under its text.
    public static func lines(_ rows: [String], status: String? = nil, columns: Int? = nil) -> [String] {
        let width = String(rows.count).count
        let indent = String(repeating: " ", count: 2 + width + 2)
        let numbered = rows.enumerated().flatMap { index, text in
            let number = String(index + 1)
            let prefix = "  " + String(repeating: " ", count: width - number.count) + number + ". "
            guard let columns, DisplayWidth.of(prefix + text) > columns else { return [prefix + text] }
            let pieces = ColumnText.wordWrapped(text, toColumns: max(columns - DisplayWidth.of(indent), 10))
            return pieces.enumerated().map { ($0.offset == 0 ? prefix : indent) + $0.element }
        }
        return numbered + (status.map { [$0] } ?? [])
    }
}
