import Testing

@testable import BackendKit

/// Found by Tools/Fuzz's ScenarioFuzzer: a scenario saved with CR LF line ends read as one
/// long line (a CR LF is one `Character` in Swift, not a "\n"), so every rule was refused.
@Suite("Scenario files with CR LF line ends")
struct ScenarioLineEndTests {
    @Test("Given a scenario with CR LF line ends When read Then it reads as with LF")
    func crlfReadsAsLF() throws {
        let lf = "# Contacts answered with: /api reset\n/api reset\n"
        let crlf = "# Contacts answered with: /api reset\r\n/api reset\r\n"
        let rules = try ScenarioParser.parse(crlf).get()
        #expect(rules == [ScenarioRule(prefix: "/api", fault: .reset)])
        #expect(ScenarioParser.parse(crlf) == ScenarioParser.parse(lf))
    }

    @Test("Given a wrong rule after CR LF lines When read Then the error names its line")
    func crlfErrorLine() {
        guard case .failure(let error) = ScenarioParser.parse("/api reset\r\n\r\n/api teapot\r\n") else {
            Issue.record("a wrong rule was read")
            return
        }
        #expect(error.line == 3)
    }
}
