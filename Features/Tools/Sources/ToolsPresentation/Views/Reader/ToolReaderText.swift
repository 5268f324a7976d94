import Localization
import ReplKit
import ToolsDomain

/// The words the tool readers use: the feature's strings, the readers' own, and the text
/// pieces the Tools screens share.
@MainActor
struct ToolReaderText {
    let strings: Localizer<ToolsStringKey>
    let reader: Localizer<ToolReaderStringKey>
    let text: ToolsText

    init(_ currentAppLanguage: CurrentAppLanguage) {
        strings = ToolsStrings.localizer(currentAppLanguage)
        reader = ToolReaderStrings.localizer(currentAppLanguage)
        text = ToolsText(strings: strings)
    }

    /// What an input comes to: the screen drawn again when it was taken, else its notice in words.
    func outcome(_ notice: ToolsNotice?) -> ReplOutcome {
        notice.map(text.outcome) ?? .render
    }

    /// A training tip's kind, in the app language; an unknown kind is a tip.
    func tipKind(_ type: String) -> String {
        switch type {
        case "ask": return reader.text(.tipKindAsk)
        case "consider": return reader.text(.tipKindConsider)
        case "prepare": return reader.text(.tipKindPrepare)
        case "quote": return reader.text(.tipKindQuote)
        default: return reader.text(.tipKindTip)
        }
    }
}
