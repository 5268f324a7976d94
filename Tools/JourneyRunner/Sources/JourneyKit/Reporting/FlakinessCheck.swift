/// Compares the runs of one journey (`journey --repeat N`): a journey whose runs differ — one
/// passes and another fails, or a command printed something else — is flaky, shown by the first
/// command whose output differs and the two outputs.
public enum FlakinessCheck {
    /// What differs between the runs, nil when every run came out the same.
    public static func difference(_ runs: [JourneyResult]) -> String? {
        guard let first = runs.first else { return nil }
        for (number, run) in runs.enumerated().dropFirst() {
            for (index, block) in first.blocks.enumerated() where index < run.blocks.count {
                let other = run.blocks[index]
                guard block.actual != other.actual else { continue }
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
}
