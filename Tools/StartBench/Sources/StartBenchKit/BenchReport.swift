import Foundation

/// The text `start-bench` prints: a table of the three programs, the app / hello ratio, what
/// reading the settings costs and the goal.
public enum BenchReport {
    public static func render(
        app: ProgramFigures, hello: ProgramFigures, helloSettings: ProgramFigures, warmUpRuns: Int
    ) -> String {
        let programs = [app, hello, helloSettings]
        let width = (programs.map(\.name.count) + ["app / hello".count]).max() ?? 0
        var lines = [
            "\(app.timing.runs) timed runs each after \(warmUpRuns) warm-up runs; wall time from exec to exit",
            "",
            row("", "median", "p90", "libraries", width: width),
        ]
        for program in programs {
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
        lines.append(settingsLine(app: app, hello: hello, helloSettings: helloSettings))
        let verdict = medianRatio.map { $0.meetsGoal ? "met" : "not met" } ?? "cannot tell"
        lines.append("goal: app median at most \(StartRatio.text(StartRatio.goal)) hello's: \(verdict)")
        return lines.joined(separator: "\n")
    }

    /// "settings reading's share: 1.3 ms (hello-settings − hello-foundation, medians), 12 % of the
    /// app's 10.7 ms above hello-foundation".
    public static func settingsLine(app: ProgramFigures, hello: ProgramFigures, helloSettings: ProgramFigures) -> String {
        let share = SettingsShare(app: app.timing.median, hello: hello.timing.median, helloSettings: helloSettings.timing.median)
        let cost = "settings reading's share: \(milliseconds(share.cost)) (\(helloSettings.name) − \(hello.name), medians)"
        guard let fraction = share.fraction else {
            return cost + "; the app is not slower than \(hello.name), so there is no share"
        }
        return cost
            + ", \(SettingsShare.percent(fraction)) of the \(app.name)'s \(milliseconds(share.appAboveHello)) above \(hello.name)"
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
