/// Compares the runs of one journey (`journey --repeat N`): a journey whose runs differ — one
/// passes and another fails, or a command printed something else — is flaky, shown by the first
/// command whose output differs and the two outputs. A line an expected line with `[[NAME]]` or
/// `{NAME}` answered may differ: the journey says so (a reset code, a new id).
public enum FlakinessCheck {
    /// What differs between the runs, nil when every run came out the same.
    public static func difference(_ runs: [JourneyResult]) -> String? {
        guard let first = runs.first else { return nil }
        for (number, run) in runs.enumerated().dropFirst() {
            for (index, block) in first.blocks.enumerated() where index < run.blocks.count {
                let other = run.blocks[index]
                guard comparable(block) != comparable(other) else { continue }
                let location = block.block.location(in: first.journey?.fileName ?? first.name)
                return
                    ([
                        "\(location): \"> \(block.block.command)\" printed differently in run 1 and run \(number + 1)",
                        "--- run 1",
                    ]
                    + (block.actual ?? ["(nothing)"]).map { " " + $0 } + ["+++ run \(number + 1)"]
                    + (other.actual ?? ["(nothing)"]).map { " " + $0 }).joined(separator: "\n")
            }
            if run.passed != first.passed || run.blocks.count != first.blocks.count {
                return "run 1 \(first.passed ? "passed" : "failed"), run \(number + 1) \(run.passed ? "passed" : "failed"):\n"
                    + (first.passed ? run.report : first.report)
            }
        }
        return nil
    }

    /// A block's output as runs compare it: each line that an expected line keeping or using a
    /// value (`[[NAME]]`, `{NAME}`) answered is that expected line, as written.
    static func comparable(_ outcome: BlockOutcome) -> [String]? {
        guard let actual = outcome.actual else { return nil }
        let patterns = TranscriptMatcher.normalized(outcome.block.patterns)
        var next = 0
        var lines: [String] = []
        for step in TranscriptMatcher.align(expected: outcome.block.patterns, actual: actual, captures: outcome.captures) {
            switch step {
            case .same(let text):
                if next < patterns.count, case .line(let source) = patterns[next], Self.keepsOrUsesValue(source) {
                    lines.append(source)
                } else {
                    lines.append(text)
                }
                next += 1
            case .missing:
                next += 1
            case .wildcard(let matched):
                lines += matched
                next += 1
            case .unexpected(let text):
                lines.append(text)
            }
        }
        return lines
    }

    private static func keepsOrUsesValue(_ source: String) -> Bool {
        guard let pattern = try? InlinePattern(parsing: source) else { return false }
        return pattern.segments.contains { segment in
            switch segment {
            case .capture, .reference: true
            case .literal, .anyText: false
            }
        }
    }
}
