import Foundation
import JourneyKit
import Testing

@Suite("--repeat and values a journey keeps")
struct FlakinessCaptureTests {
    private func result(code: String, extra: String) throws -> JourneyResult {
        let journey = try JourneyFile(parsing: "> ask\nCode: [[code]]\n> use\nfor {code}\n...\n", name: "codes.journey")
        let blocks = [
            BlockOutcome(block: journey.blocks[0], actual: ["Code: \(code)"], matched: true, captures: [:]),
            BlockOutcome(
                block: journey.blocks[1], actual: ["for \(code)", extra], matched: true, captures: ["code": code]),
        ]
        return JourneyResult(name: "codes.journey", journey: journey, blocks: blocks, sessions: [], problems: [])
    }

    @Test("Given two runs whose kept values differ When compared Then they are the same run")
    func keptValuesMayDiffer() throws {
        #expect(
            FlakinessCheck.difference([try result(code: "111111", extra: "x"), try result(code: "222222", extra: "x")]) == nil)
    }

    @Test("Given two runs that differ in a line no value was kept from When compared Then the journey is flaky")
    func otherLinesMayNot() throws {
        let difference = FlakinessCheck.difference([
            try result(code: "111111", extra: "x"), try result(code: "111111", extra: "y"),
        ])

        #expect(difference?.hasPrefix("codes.journey:3: \"> use\" printed differently in run 1 and run 2") == true)
    }
}
