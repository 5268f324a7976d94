import Localization

/// Finds the listed item a person named by its number on screen (1-based) or by its id.
@MainActor
public struct ItemPicker {
    private let strings: Localizer<ReplKitStringKey>

    public init(currentLanguage: CurrentAppLanguage) {
        strings = ReplKitStrings.localizer(currentLanguage)
    }

    /// The index of the item `token` names, or a message saying what to type instead.
    public func pick<Item>(
        _ token: String, from items: [Item], id: (Item) -> String
    ) -> Result<Int, ItemPickFailure> {
        guard !items.isEmpty else {
            return .failure(ItemPickFailure(message: strings.text(.nothingToPick)))
        }
        if let index = items.firstIndex(where: { id($0).caseInsensitiveCompare(token) == .orderedSame }) {
            return .success(index)
        }
        if let number = Int(token) {
            guard (1...items.count).contains(number) else {
                return .failure(
                    ItemPickFailure(
                        message: strings.text(
                            .itemNumberOutOfRange, ["number": token, "last": String(items.count)]
                        )))
            }
            return .success(number - 1)
        }
        return .failure(
            ItemPickFailure(
                message: strings.text(
                    .itemNotFound, ["item": token, "last": String(items.count)]
                )))
    }
}

/// Why no item could be picked, in the app language.
public struct ItemPickFailure: Error, Equatable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
