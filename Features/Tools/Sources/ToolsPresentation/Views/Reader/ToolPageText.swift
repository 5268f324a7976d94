import ToolsDomain

/// A page's lines at the reader's place, drawn by the renderer of the page's own type —
/// a tract page's hero, card or modal; a content page whole; a line saying it could not be
/// read, or is of a type the app cannot show — whatever the tool's kind.
@MainActor
struct ToolPageText {
    let words: ToolReaderText

    /// `tipLine` makes the line of a training tip the content refers to (none while tips are off).
    func lines(_ shown: ToolPageShown, tipLine: (String) -> String?) -> [String] {
        switch shown.page.layout {
        case .tract(let tract):
            return TractPageText(words: words).lines(shown, of: tract, tipLine: tipLine)
        case .content(let blocks):
            guard !blocks.isEmpty else { return ["  " + words.strings.text(.readerEmptyPage)] }
            return words.text.contentLines(blocks, tipLine: tipLine)
        case .unreadable:
            return ["  " + words.reader.text(.readerUnreadablePage)]
        case .unknownType:
            return ["  " + words.reader.text(.readerUnknownPageType)]
        }
    }

    /// Whether the page shows something to read or tap (not the line saying it cannot be shown).
    static func isShown(_ page: ToolPageDomainModel) -> Bool {
        switch page.layout {
        case .tract, .content: return true
        case .unreadable, .unknownType: return false
        }
    }
}
