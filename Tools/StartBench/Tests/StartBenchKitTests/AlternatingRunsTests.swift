import StartBenchKit
import Testing

@Suite("Alternating runs")
struct AlternatingRunsTests {
    @Test("Given three programs, one warm-up and two runs When timed Then they run in turns and only the timed runs are kept")
    func turns() {
        var order: [String] = []
        var clock = 0.0
        let times = AlternatingRuns.times(of: ["app", "hello", "settings"], warmUp: 1, runs: 2) { program in
            order.append(program)
            clock += 1
            return clock
        }

        #expect(order == ["app", "hello", "settings", "app", "hello", "settings", "app", "hello", "settings"])
        #expect(times == [[4, 7], [5, 8], [6, 9]])
    }

    @Test("Given a run that fails When timed Then the failure stops the runs")
    func failureStops() {
        struct Failed: Error {}
        var calls = 0
        #expect(throws: Failed.self) {
            _ = try AlternatingRuns.times(of: ["app", "hello"], warmUp: 0, runs: 3) { program in
                calls += 1
                if program == "hello" { throw Failed() }
                return 1
            }
        }
        #expect(calls == 2)
    }
}
