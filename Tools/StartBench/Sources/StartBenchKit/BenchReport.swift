import Foundation

/// One program's figures in the report.
public struct ProgramFigures: Sendable, Equatable {
    public let name: String
    public let timing: TimingSummary
    public let libraryCount: Int

    public init(name: String, timing: TimingSummary, libraryCount: Int) {
        self.name = name
        self.timing = timing
        self.libraryCount = libraryCount
    }
}

/// The text `start-bench` prints: a table of both programs, their ratio and the goal.
public enum BenchReport {
    public static func render(app: ProgramFigures, hello: ProgramFigures, warmUpRuns: Int) -> String {
        let width = max(app.name.count, hello.name.count, "app / hello".count)
        var lines = [
            "\(app.timing.runs) timed runs each after \(warmUpRuns) warm-up runs; wall time from exec to exit",
            "",
            row("", "median", "p90", "libraries", width: width),
        ]
        for program in [app, hello] {
            lines.append(
                row(
                    program.name, milliseconds(program.timing.median), milliseconds(program.timing.p90),
                    "\(program.libraryCount)", width: width
                ))
        }
        let medianRatio = StartRatio(app: app.timing.median, hello: hello.timing.median)
        let p90Ratio = StartRatio(app: app.timing.p90, hello: hello.timing.p90)
        lines.append(row("app / hello", medianRatio?.text ?? "n/a", p90Ratio?.text ?? "n/a", "", width: width))
        lines.append("")
        let verdict = medianRatio.map { $0.meetsGoal ? "met" : "not met" } ?? "cannot tell"
        lines.append("goal: app median at most \(StartRatio.text(StartRatio.goal)) hello's: \(verdict)")
        return lines.joined(separator: "\n")
    }

    /// "41.2 ms".
    public static func milliseconds(_ value: Double) -> String {
        String(format: "%.1f ms", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    private static func row(_ name: String, _ median: String, _ p90: String, _ libraries: String, width: Int) -> String {
        let cells = [median, p90, libraries].map { $0.leftPadded(to: 10) }.joined()
        let line = name.padding(toLength: width, withPad: " ", startingAt: 0) + cells
        return line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
