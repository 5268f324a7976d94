import ReplKit

/// `ScreenState`: what a list screen shows while loading, loaded with nothing
/// to list, after a failure, and with content.
@MainActor
final class ScreenStateComponent: GalleryComponent {
    static let emptySearch = "kiwi"

    let id = "screen-state"
    let nameKey = GalleryStringKey.componentScreenStateName
    let summaryKey = GalleryStringKey.componentScreenStateSummary

    func states(_ context: GalleryContext) -> [ComponentState] {
        let strings = context.strings
        let fruits = SampleFruit.all.map { strings.text($0.nameKey) }
        let failure = strings.text(.sampleFailure)
        let shown: [(id: String, title: GalleryStringKey, state: ScreenState<[String], String>)] = [
            ("loading", .stateLoading, .loading),
            ("empty", .stateEmpty, .loaded([])),
            ("failure", .stateFailure, .failure(failure)),
            ("content", .stateContent, .loaded(fruits)),
        ]
        return shown.map { ComponentState(id: $0.id, title: strings.text($0.title), lines: lines($0.state, context)) }
    }

    /// The lines a list screen shows in `state`.
    func lines(_ state: ScreenState<[String], String>, _ context: GalleryContext) -> [String] {
        let strings = context.strings
        switch state {
        case .loading:
            return context.indented(strings.text(.sampleLoading))
        case .empty:
            return context.indented(strings.text(.sampleEmpty, ["search": Self.emptySearch]))
        case .failure(let message):
            return context.indented(message)
        case .content(let rows):
            return context.numbered(rows, status: strings.plural(.sampleCount, count: rows.count))
        }
    }
}
