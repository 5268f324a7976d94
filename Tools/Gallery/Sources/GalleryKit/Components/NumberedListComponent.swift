import ReplKit

/// `NumberedList`: a short list, a long one whose numbers right-align past 9
/// with a status line, and rows of wide characters and emoji.
@MainActor
final class NumberedListComponent: GalleryComponent {
    static let longCount = 12

    let id = "numbered-list"
    let nameKey = GalleryStringKey.componentNumberedListName
    let summaryKey = GalleryStringKey.componentNumberedListSummary

    func states(_ context: GalleryContext) -> [ComponentState] {
        let strings = context.strings
        let short = SampleFruit.all.map { strings.text($0.nameKey) }
        let long = (1...Self.longCount).map { strings.text(.sampleRow, ["number": String($0)]) }
        let wide = WideSamples.texts.map { "\($0) — \(strings.plural(.sampleWidth, count: DisplayWidth.of($0)))" }
        return [
            ComponentState(id: "short", title: strings.text(.stateShort), lines: context.numbered(short)),
            ComponentState(
                id: "long", title: strings.text(.stateLong),
                lines: context.numbered(long, status: strings.plural(.sampleCount, count: long.count))),
            ComponentState(id: "wide", title: strings.text(.stateWide), lines: context.numbered(wide)),
        ]
    }
}
