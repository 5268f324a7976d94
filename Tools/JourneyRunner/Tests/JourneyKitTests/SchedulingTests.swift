import Foundation
import JourneyKit
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Scheduling: shards, parallel runs, repeats")
struct SchedulingTests {
    @Test(
        "Given a corpus split into shards When each part is taken Then every file is in exactly one part, parts within one of each other"
    )
    func shards() throws {
        let names = (1...23).map { "j\($0).journey" }.shuffled()
        let parts = try (1...4).map { try #require(JourneyShard("\($0)/4")).names(of: names) }

        #expect(Set(parts.flatMap { $0 }) == Set(names))
        #expect(parts.flatMap { $0 }.count == names.count)
        #expect(parts.map(\.count).max()! - parts.map(\.count).min()! <= 1)
        #expect(try #require(JourneyShard("2/4")).names(of: names.shuffled()).sorted() == parts[1].sorted())
        #expect(["0/4", "5/4", "1/0", "x", "1/2/3"].allSatisfy { JourneyShard($0) == nil })
    }

    @Test(
        "Given work that finishes out of order When run side by side Then results come back in order and no more than jobs run at once"
    )
    func orderedParallel() async {
        let running = Counter()
        var delivered: [Int] = []
        await OrderedParallelRuns.run(Array(0..<12), jobs: 3) { item in
            await running.enter()
            try? await Task.sleep(for: .milliseconds((12 - item) * 3))
            await running.leave()
            return item * 10
        } inOrder: { index, result in
            delivered.append(result)
            #expect(result == index * 10)
        }

        #expect(delivered == (0..<12).map { $0 * 10 })
        #expect(await running.peak <= 3)
        #expect(await running.peak >= 2)
    }

    @Test("Given a journey whose output changes from run to run When repeated Then it is found flaky with the two outputs")
    func flaky() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runner = JourneyRunner(app: try FakeApp.install(in: folder))
        let steady = try JourneyFile(parsing: "> say a\na\n", name: "steady.journey")
        let changing = try JourneyFile(parsing: "> pid\nprocess [..]\n", name: "changing.journey")
        var outcomes: [(Int, [TimedJourneyResult])] = []

        await CorpusRun(journeys: [steady, changing], jobs: 2, repetitions: 3, seed: 7).run(with: runner) {
            outcomes.append(($0, $1))
        }

        #expect(outcomes.map(\.0) == [0, 1])
        #expect(outcomes.map(\.1.count) == [3, 3])
        #expect(FlakinessCheck.difference(outcomes[0].1.map(\.result)) == nil)
        let difference = try #require(FlakinessCheck.difference(outcomes[1].1.map(\.result)))
        #expect(
            difference.hasPrefix("changing.journey:1: \"> pid\" printed differently in run 1 and run 2\n--- run 1\n process "))
    }

    @Test(
        "Given passing and failing journeys When reported as JUnit XML and JSON lines Then each is a test case with its file, time and diff"
    )
    func reports() throws {
        let passing = JourneyResult(name: "a.journey", journey: nil, blocks: [], sessions: [], problems: [])
        let failing = JourneyResult(
            name: "b.journey [es]", journey: nil, blocks: [], sessions: [], problems: ["it broke <here> & there"])
        let timed = [TimedJourneyResult(result: passing, seconds: 1.5), TimedJourneyResult(result: failing, seconds: 0.25)]

        let xml = JUnitReport.xml(timed)
        let document = try XMLDocument(data: Data(xml.utf8))
        let cases = try document.nodes(forXPath: "//testcase")
        let lines = JSONLinesReport.text(timed, flaky: []).split(separator: "\n")
        let second = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any]

        #expect(cases.count == 2)
        #expect(
            try document.nodes(forXPath: "//testcase/failure").first?.stringValue == "b.journey [es]: it broke <here> & there")
        #expect(xml.contains("<testcase name=\"a.journey\" classname=\"a.journey\" file=\"a.journey\" time=\"1.500\"/>"))
        #expect(lines.count == 2)
        #expect(second?["status"] as? String == "failed")
        #expect(second?["seconds"] as? Double == 0.25)
    }
}

extension SchedulingTests {
    @Test("Given journey slots for two When five start together Then no more than two run at once and all finish")
    func slots() async {
        let slots = JourneySlots(count: 2)
        let running = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<5 {
                group.addTask {
                    await slots.run {
                        await running.enter()
                        try? await Task.sleep(for: .milliseconds(20))
                        await running.leave()
                    }
                }
            }
        }

        #expect(await running.peak == 2)
        #expect(await running.inside == 0)
        #expect(JourneySlots.defaultCount(environment: ["JOURNEY_JOBS": "3"]) == 3)
        #expect(JourneySlots.defaultCount(environment: ["JOURNEY_JOBS": "0"]) == ProcessInfo.processInfo.activeProcessorCount)
    }
}

/// Counts how many are inside at once, and the most there ever were.
actor Counter {
    private(set) var inside = 0
    private(set) var peak = 0

    func enter() {
        inside += 1
        peak = max(peak, inside)
    }

    func leave() {
        inside -= 1
    }
}
