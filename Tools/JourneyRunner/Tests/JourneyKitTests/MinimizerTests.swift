import Foundation
import JourneyKit
import Testing

@Suite("Minimizing a failing journey")
struct MinimizerTests {
    @Test(
        "Given a journey that fails at recall only because of one earlier command When minimized Then that command and the failing one are left, headers kept"
    )
    func keepsWhatMatters() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runner = JourneyRunner(app: try FakeApp.install(in: folder))
        let journey = try JourneyFile(
            parsing: """
                # app: --extra
                > say a
                a
                > remember lamp
                remembered
                > say b
                b
                > quit
                > say c
                c
                > recall
                nothing
                > say d
                d
                """, name: "long.journey")

        let outcome = await JourneyMinimizer(runner: runner).minimize(journey)

        let minimal = try #require(outcome.journey)
        #expect(minimal.blocks.map(\.command) == ["remember lamp", "recall"])
        #expect(outcome.signature == .block(file: "long.journey", line: 11))
        #expect(outcome.runs > 2)
        #expect(JourneyMinimizer.text(of: minimal) == "# app: --extra\n> remember lamp\nremembered\n> recall\nnothing\n")
    }

    @Test("Given a passing journey When minimized Then nothing is written and one run was made")
    func passingJourney() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let outcome = await JourneyMinimizer(runner: JourneyRunner(app: try FakeApp.install(in: folder)))
            .minimize(try JourneyFile(parsing: "> say a\na\n", name: "ok.journey"))

        #expect(outcome.journey == nil)
        #expect(outcome.runs == 1)
    }

    @Test("Given a set where two items together make the failure When delta debugging runs Then exactly those two are left")
    func ddmin() async {
        let counter = Counter()
        let result = await JourneyMinimizerProbe.ddmin(Array(0..<16)) { subset in
            await counter.enter()
            await counter.leave()
            return subset.contains(3) && subset.contains(11)
        }

        #expect(result == [3, 11])
    }
}
