import ProductListingBenchKit

/// Times a scenario: `warmUp` untimed runs, then `runs` timed ones on the monotonic
/// clock, the full stack and the hand-written query taking turns, so a busy moment
/// on the machine, or a page already in SQLite's cache, falls on both alike. The
/// first warm-up run checks that both sides answer the same.
struct LatencySampler {
    let runs: Int
    let warmUp: Int

    /// Each call gets the run's number, so a scenario can vary what it asks for.
    func measure(_ scenario: BenchScenario) async throws -> (fullStack: LatencySummary?, handWritten: LatencySummary?) {
        for run in 0..<warmUp {
            try await scenario.prepare?(run)
            let full = try await scenario.fullStack(run)
            try await scenario.prepare?(run)
            let hand = try await scenario.handWritten?(run)
            if run == 0, let hand, hand != full {
                throw BenchFailure("\(scenario.name): the full stack found \(full), the hand-written query \(hand)")
            }
        }
        let clock = ContinuousClock()
        var fullStack: [Duration] = []
        var handWritten: [Duration] = []
        fullStack.reserveCapacity(runs)
        handWritten.reserveCapacity(runs)
        for run in warmUp..<(warmUp + runs) {
            // Whichever goes second finds what the first read in SQLite's cache, so they take turns at going first.
            let handFirst = run % 2 == 1
            if handFirst, let hand = scenario.handWritten {
                handWritten.append(try await time(hand, scenario.prepare, run, clock))
            }
            fullStack.append(try await time(scenario.fullStack, scenario.prepare, run, clock))
            if !handFirst, let hand = scenario.handWritten {
                handWritten.append(try await time(hand, scenario.prepare, run, clock))
            }
        }
        return (LatencySummary(fullStack), LatencySummary(handWritten))
    }

    private func time(
        _ operation: @Sendable (Int) async throws -> BenchAnswer, _ prepare: (@Sendable (Int) async throws -> Void)?, _ run: Int,
        _ clock: ContinuousClock
    ) async throws -> Duration {
        try await prepare?(run)
        let start = clock.now
        _ = try await operation(run)
        return clock.now - start
    }
}
