import Localization
import ReplKit
import Testing

@MainActor
@Suite("Given three listed items")
struct ItemPickerTests {
    private let items = ["lyon", "Paris", "nice"]
    private let picker = ItemPicker(currentLanguage: CurrentAppLanguage())

    private func pick(_ token: String) -> Result<Int, ItemPickFailure> {
        picker.pick(token, from: items, id: { $0 })
    }

    /// The failure's message, or `nil` when an item was picked.
    private func message(picking token: String) -> String? {
        if case .failure(let failure) = pick(token) { failure.message } else { nil }
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
        #expect(message(picking: token) == "there is no item \(token) — type a number from 1 to 3")
    }

    @Test("When no item has the id Then the message says so and what to type instead")
    func unknownId() {
        #expect(
            message(picking: "berlin") == "no item here is called \"berlin\" — type a number from 1 to 3 or an id from the list")
    }

    @Test("When nothing is listed Then the message says there is nothing to pick")
    func emptyList() {
        let result = picker.pick("1", from: [String](), id: { $0 })
        guard case .failure(let failure) = result else {
            Issue.record("picked \(result) from an empty list")
            return
        }
        #expect(failure.message == "there is nothing listed here to pick")
    }

    @Test(
        "When the typed name holds braces Then it is shown as typed"
    )
    func bracesShownAsTyped() {
        #expect(
            message(picking: "{last}") == "no item here is called \"{last}\" — type a number from 1 to 3 or an id from the list")
    }
}
