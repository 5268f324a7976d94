import Testing

@testable import BackendKit

@Suite("The scenario format")
struct ScenarioParserTests {
    @Test("Given a scenario of every fault When read Then each line is one rule")
    func everyFault() throws {
        let text = """
            # comments and blank lines are skipped

            /api latency 250
            /api status 503 retry-after 2
            /resources status 401
            /languages cut 100
            /translations endless
            /api invalid-json
            /api gzip-bomb 2
            /views reset
            * down
            /api every 3 status 500
            """
        let rules = try ScenarioParser.parse(text).get()
        #expect(
            rules.map(\.fault) == [
                .latency(milliseconds: 250), .status(code: 503, retryAfterSeconds: 2), .status(code: 401, retryAfterSeconds: nil),
                .cut(bytes: 100), .endless, .invalidJSON, .gzipBomb(mebibytes: 2), .reset, .down,
                .every(3, .status(code: 500, retryAfterSeconds: nil)),
            ])
        #expect(rules.first?.prefix == "/api")
    }

    @Test(
        "Given a wrong line When read Then the error names it",
        arguments: [
            ("/api teapot", 1), ("\napi status 503", 2), ("/api status 99", 1), ("/api status 503 later 2", 1),
            ("/api every 0 down", 1), ("/api every 2 every 2 down", 1), ("/api latency", 1),
        ])
    func wrongLine(text: String, line: Int) {
        guard case .failure(let error) = ScenarioParser.parse(text) else {
            Issue.record("\(text) was read")
            return
        }
        #expect(error.line == line)
    }

    @Test("Given every 3 When requests come Then the third and sixth meet the fault")
    func everyNth() {
        let state = ScenarioState(rules: [ScenarioRule(prefix: "/api", fault: .every(3, .down))])
        let met = (1...6).map { _ in !state.faults(for: "/api/").isEmpty }
        #expect(met == [false, false, true, false, false, true])
        #expect(state.faults(for: "/languages").isEmpty)
    }
}
