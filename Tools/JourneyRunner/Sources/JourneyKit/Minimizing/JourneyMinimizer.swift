/// Shrinks a failing journey to the fewest commands that still fail at the same expectation
/// (`journey --minimize`): the commands after the failing one go first, then whole sessions,
/// then delta debugging (Zeller's ddmin) over the commands before it. Headers stay; the failing
/// command always stays. Each try is a real run of the app.
public struct JourneyMinimizer: Sendable {
    public let runner: JourneyRunner

    public init(runner: JourneyRunner) {
        self.runner = runner
    }

    /// What minimizing came to.
    public struct Outcome: Sendable {
        /// The smallest failing journey found, nil when the journey passed to begin with.
        public let journey: JourneyFile?
        public let signature: FailureSignature?
        /// How many runs of the journey it took.
        public let runs: Int
    }

    public func minimize(_ journey: JourneyFile) async -> Outcome {
        var runs = 1
        guard let signature = FailureSignature(await runner.run(journey)) else {
            return Outcome(journey: nil, signature: nil, runs: runs)
        }
        let blocks = journey.blocks
        let target =
            blocks.firstIndex { block in
                if case .block(let file, let line) = signature { return block.file == file && block.lineNumber == line }
                return false
            } ?? (blocks.count - 1)
        var tail = [target]
        func fails(_ kept: [Int]) async -> Bool {
            runs += 1
            let candidate = Self.journey(journey, keeping: kept + tail)
            return FailureSignature(await runner.run(candidate)) == signature
        }
        var kept = Array(0..<target)
        if !(await fails(kept)) {
            // The failure needs what follows it too (a quit, a restart): keep the rest.
            tail = Array(target..<blocks.count)
        }
        let sessions = Dictionary(grouping: kept) { index in journey.sessions.firstIndex { $0.blockRange.contains(index) } ?? 0 }
        for session in sessions.keys.sorted() where sessions.count > 1 {
            let without = kept.filter { !(sessions[session] ?? []).contains($0) }
            if await fails(without) { kept = without }
        }
        kept = await Self.ddmin(kept, fails: fails)
        let minimal = Self.journey(journey, keeping: kept + tail)
        return Outcome(journey: minimal, signature: signature, runs: runs)
    }

    /// `journey` with only the blocks at `indices` (in order), its headers kept.
    static func journey(_ journey: JourneyFile, keeping indices: [Int]) -> JourneyFile {
        JourneyFile(
            name: journey.name, preamble: journey.preamble, blocks: indices.sorted().map { journey.blocks[$0] },
            world: journey.world, location: journey.location)
    }

    /// The smallest subset of `items` found for which `fails` holds (1-minimal: no single item
    /// can go), by Zeller's delta debugging.
    static func ddmin(_ items: [Int], fails: (([Int]) async -> Bool)) async -> [Int] {
        var items = items
        if items.isEmpty { return items }
        if await fails([]) { return [] }
        var granularity = 2
        while items.count >= 2 {
            let chunks = split(items, into: granularity)
            var reduced = false
            for chunk in chunks where await fails(chunk) {
                items = chunk
                granularity = 2
                reduced = true
                break
            }
            if !reduced {
                for chunk in chunks where chunks.count > 2 {
                    let complement = items.filter { !chunk.contains($0) }
                    if await fails(complement) {
                        items = complement
                        granularity = max(granularity - 1, 2)
                        reduced = true
                        break
                    }
                }
            }
            if !reduced {
                guard granularity < items.count else { break }
                granularity = min(items.count, granularity * 2)
            }
        }
        if items.count == 1, await fails([]) { return [] }
        return items
    }

    private static func split(_ items: [Int], into parts: Int) -> [[Int]] {
        let size = (items.count + parts - 1) / parts
        return stride(from: 0, to: items.count, by: max(size, 1)).map { Array(items[$0..<min($0 + size, items.count)]) }
    }

    /// The journey as text: its headers (a table row's values in place, the table itself left
    /// out), then each command with its lines as written.
    public static func text(of journey: JourneyFile) -> String {
        var lines = journey.preamble.filter { line in
            JourneyWorld.header(in: line)?.key != "examples" && !line.hasPrefix("# |")
        }
        for block in journey.blocks {
            lines.append(block.sourceLine)
            lines += block.bodyLines
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

/// Delta debugging on its own, for tests of the search.
public enum JourneyMinimizerProbe {
    public static func ddmin(_ items: [Int], fails: (([Int]) async -> Bool)) async -> [Int] {
        await JourneyMinimizer.ddmin(items, fails: fails)
    }
}
