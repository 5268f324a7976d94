import Localization
import ReplKit

/// Right-to-left text: Arabic and Hebrew words, with and without their vowel
/// marks (which take no column), lined up by `DisplayWidth`; then numbers and
/// Latin inside right-to-left text, and right-to-left text inside the app language.
@MainActor
final class RightToLeftComponent: GalleryComponent {
    /// A word in a right-to-left script and the sample it names.
    struct Word {
        let text: String
        let fruit: GalleryStringKey
    }

    static let arabic = [
        Word(text: "تفاح", fruit: .sampleApple), Word(text: "تُفَّاحٌ", fruit: .sampleApple),
        Word(text: "إجاص", fruit: .samplePear), Word(text: "تين", fruit: .sampleFig),
    ]
    static let hebrew = [
        Word(text: "תפוח", fruit: .sampleApple), Word(text: "תַּפּוּחַ", fruit: .sampleApple),
        Word(text: "אגס", fruit: .samplePear), Word(text: "תאנה", fruit: .sampleFig),
    ]

    let id = "right-to-left"
    let nameKey = GalleryStringKey.componentRightToLeftName
    let summaryKey = GalleryStringKey.componentRightToLeftSummary

    func states(_ context: GalleryContext) -> [ComponentState] {
        let strings = context.strings
        let language = context.currentLanguage.language
        let direction: GalleryStringKey =
            language.direction == .rightToLeft ? .sampleDirectionRightToLeft : .sampleDirectionLeftToRight
        let mixed = [
            "الطلب رقم 42 — Mosaic 2026",
            "הזמנה מספר 7 — ID-2041",
            strings.text(.sampleOrder, ["number": "42", "item": "تين"]),
            strings.text(direction, ["language": language.code]),
        ]
        return [
            ComponentState(id: "arabic", title: strings.text(.stateArabic), lines: table(Self.arabic, context)),
            ComponentState(id: "hebrew", title: strings.text(.stateHebrew), lines: table(Self.hebrew, context)),
            ComponentState(
                id: "mixed", title: strings.text(.stateMixed),
                lines: mixed.flatMap(context.indented)),
        ]
    }

    /// One word a row, padded to the widest so the names after it line up.
    private func table(_ words: [Word], _ context: GalleryContext) -> [String] {
        let widest = words.map { DisplayWidth.of($0.text) }.max() ?? 0
        return words.map { word in
            let width = context.strings.plural(.sampleWidth, count: DisplayWidth.of(word.text))
            return "  " + DisplayWidth.padded(word.text, toColumns: widest) + "  " + context.strings.text(word.fruit) + " · "
                + width
        }
    }
}
