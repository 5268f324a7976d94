import Foundation
import Primitives

/// A corpus run: the journeys to run (each a file's journey or table row), side by side at
/// most `jobs` at once, each `repetitions` times. One run's order is the corpus's; repeated runs
/// go in an order shuffled by `seed`, so runs of one journey do not follow each other.
public struct CorpusRun: Sendable {
    public let journeys: [JourneyFile]
    public let jobs: Int
    public let repetitions: Int
    public let seed: UInt64

    public init(journeys: [JourneyFile], jobs: Int, repetitions: Int = 1, seed: UInt64 = 0) {
        self.journeys = journeys
        self.jobs = max(jobs, 1)
        self.repetitions = max(repetitions, 1)
        self.seed = seed
    }

    /// Runs them with `runner`; `deliver` gets each journey's runs (timed) in corpus order, as
    /// soon as they and every journey before them are done.
    public func run(
        with runner: JourneyRunner, deliver: (Int, [TimedJourneyResult]) async -> Void
    ) async {
        var order = journeys.indices.flatMap { index in Array(repeating: index, count: repetitions) }
        if repetitions > 1 {
            var generator = SplitMix64(seed: seed)
            order.shuffle(using: &generator)
        }
        let journeys = journeys
        var collected: [Int: [TimedJourneyResult]] = [:]
        var remaining = Dictionary(journeys.indices.map { ($0, repetitions) }, uniquingKeysWith: { first, _ in first })
        var delivered = 0
        await OrderedParallelRuns.run(order, jobs: jobs) { index in
            let start = ContinuousClock.now
            let result = await runner.run(journeys[index])
            let elapsed = ContinuousClock.now - start
            return TimedJourneyResult(
                result: result,
                seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        } inOrder: { position, timed in
            let index = order[position]
            collected[index, default: []].append(timed)
            remaining[index, default: 1] -= 1
            while delivered < journeys.count, remaining[delivered] == 0 {
                await deliver(delivered, collected.removeValue(forKey: delivered) ?? [])
                delivered += 1
            }
        }
    }
}
