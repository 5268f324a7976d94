import Localization
import ReplHost
import Testing

@MainActor
@Suite("Given three listed items")
struct ItemPickerTests {
    private let items = ["lyon", "Paris", "nice"]
    private let picker = ItemPicker(currentLanguage: CurrentAppLanguage())

    private func pick(_ token: String) -> Result<Int, ItemPickFailure> {
        picker.pick(token, from: items, id: { $0 })
    }

    @Test("When an item is named by its number on screen Then its index comes back", arguments: [(1, 0), (2, 1), (3, 2)])
    func byNumber(number: Int, index: Int) {
        #expect(pick(String(number)) == .success(index))
    }

    @Test("When an item is named by its id in another case Then its index comes back")
    func byIdIgnoringCase() {
        #expect(pick("PARIS") == .success(1))
        #expect(pick("Nice") == .success(2))
    }

    @Test("When the number is past the list Then the message gives the range to type", arguments: ["4", "0", "-1"])
    func outOfRange(token: String) {
        #expect(pick(token) == .failure(ItemPickFailure(
            message: "there is no item \(token) — type a number from 1 to 3"
        )))
    }

    @Test("When no item has the id Then the message says so and what to type instead")
    func unknownId() {
        #expect(pick("berlin") == .failure(ItemPickFailure(
            message: "no item here is called \"berlin\" — type a number from 1 to 3 or an id from the list"
        )))
    }

    @Test("When nothing is listed Then the message says there is nothing to pick")
    func emptyList() {
        let result = picker.pick("1", from: [String](), id: { $0 })
        #expect(result == .failure(ItemPickFailure(message: "there is nothing listed here to pick")))
    }

    @Test(
        "When the typed name holds braces Then it is shown as typed",
        .disabled("bug: StringTemplate.fill replaces placeholders inside filled-in values ({last} becomes 3)")
    )
    func bracesShownAsTyped() {
        #expect(pick("{last}") == .failure(ItemPickFailure(
            message: "no item here is called \"{last}\" — type a number from 1 to 3 or an id from the list"
        )))
    }
}
