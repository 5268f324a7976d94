import ProductListingBenchKit

/// Times a scenario: `warmUp` untimed runs, then `runs` timed ones on the monotonic
/// clock, the full stack and the hand-written query taking turns, so a busy moment
/// on the machine falls on both alike.
struct LatencySampler {
    let runs: Int
    let warmUp: Int

    /// Each call gets the run's number, so a scenario can vary what it asks for.
    func measure(_ scenario: BenchScenario) async throws -> (fullStack: LatencySummary?, handWritten: LatencySummary?) {
        for run in 0..<warmUp {
            try await scenario.fullStack(run)
            try await scenario.handWritten?(run)
        }
        let clock = ContinuousClock()
        var fullStack: [Duration] = []
        var handWritten: [Duration] = []
        fullStack.reserveCapacity(runs)
        handWritten.reserveCapacity(runs)
        for run in warmUp..<(warmUp + runs) {
            var start = clock.now
            try await scenario.fullStack(run)
            fullStack.append(clock.now - start)
            guard let hand = scenario.handWritten else { continue }
            start = clock.now
            try await hand(run)
            handWritten.append(clock.now - start)
        }
        return (LatencySummary(fullStack), LatencySummary(handWritten))
    }
}
