import ReplKit

/// `ItemPicker`: a listed sample named by its number, by its id, by a number
/// past the end, by a name not listed, and on a list with nothing in it.
@MainActor
final class ItemPickerComponent: GalleryComponent {
    let id = "item-picker"
    let nameKey = GalleryStringKey.componentItemPickerName
    let summaryKey = GalleryStringKey.componentItemPickerSummary

    func states(_ context: GalleryContext) -> [ComponentState] {
        let strings = context.strings
        let listed = context.numbered(SampleFruit.all.map { "\(strings.text($0.nameKey)) [\($0.id)]" })
        let tried: [(id: String, title: GalleryStringKey, token: String, items: [SampleFruit])] = [
            ("by-number", .stateByNumber, "2", SampleFruit.all),
            ("by-id", .stateById, "FIG", SampleFruit.all),
            ("out-of-range", .stateOutOfRange, "9", SampleFruit.all),
            ("unknown", .stateUnknown, "kiwi", SampleFruit.all),
            ("nothing", .stateNothing, "1", []),
        ]
        return tried.map { attempt in
            ComponentState(
                id: attempt.id, title: strings.text(attempt.title),
                lines: (attempt.items.isEmpty ? [] : listed) + [typed("pick \(attempt.token)")]
                    + context.indented(pick(attempt.token, attempt.items, context))
            )
        }
    }

    func commands(_ context: GalleryContext) -> [ReplCommand] {
        let strings = context.strings
        return [
            ReplCommand(
                name: "pick", usage: strings.text(.commandPickUsage), summary: strings.text(.commandPickSummary), arguments: .one
            ) { [unowned self] words in
                .message(pick(words[0], SampleFruit.all, context))
            }
        ]
    }

    /// What picking `token` from `items` says: the item picked, or why none was.
    private func pick(_ token: String, _ items: [SampleFruit], _ context: GalleryContext) -> String {
        switch ItemPicker(currentLanguage: context.currentLanguage).pick(token, from: items, id: \.id) {
        case .success(let index):
            let item = items[index]
            return context.strings.text(.samplePicked, ["item": context.strings.text(item.nameKey), "id": item.id])
        case .failure(let failure):
            return failure.message
        }
    }
}
