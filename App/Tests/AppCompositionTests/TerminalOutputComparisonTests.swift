import Testing

@testable import AppComposition

@Suite("Recording: the terminal's output against the replay's")
struct TerminalOutputComparisonTests {
    @Test(
        "Given what the terminal and the replay printed for each command When compared Then only the commands whose lines differ are named, in order"
    )
    func differing() {
        let replayed: [Int: (command: String, lines: [String])] = [
            0: ("products", ["Products", "  1. Scarf"]), 1: ("tools", ["Favorites"]), 2: ("where", ["Home"]),
            3: ("open 1", ["Details"]),
        ]
        let terminal = [0: ["Products", "  1. Scarf   ", ""], 1: ["Welcome to GodTools"], 3: ["cancelled"]]

        #expect(TerminalOutputComparison.differing(terminal: terminal, replayed: replayed) == ["tools", "where", "open 1"])
    }
}
