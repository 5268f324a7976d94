import StartBenchKit
import Testing

@Suite("start-bench report")
struct BenchReportTests {
    private func figures(_ name: String, median: Double, p90: Double, libraries: Int) -> ProgramFigures {
        ProgramFigures(name: name, timing: TimingSummary(runs: 40, median: median, p90: p90), libraryCount: libraries)
    }

    @Test(
        "Given the three programs' figures When rendered Then the table shows medians, p90s, ratios, library counts, settings reading's share and the goal"
    )
    func table() {
        let report = BenchReport.render(
            app: figures("app", median: 45.4, p90: 50, libraries: 52),
            hello: figures("hello-foundation", median: 20, p90: 25, libraries: 19),
            helloSettings: figures("hello-settings", median: 22.54, p90: 28, libraries: 20),
            warmUpRuns: 3
        )

        #expect(
            report == """
                40 timed runs each after 3 warm-up runs; wall time from exec to exit

                                    median       p90 libraries
                app                45.4 ms   50.0 ms        52
                hello-foundation   20.0 ms   25.0 ms        19
                hello-settings     22.5 ms   28.0 ms        20
                app / hello          2.27×     2.00×

                settings reading's share: 2.5 ms (hello-settings − hello-foundation, medians), 10 % of the app's 25.4 ms above hello-foundation
                goal: app median at most 2.00× hello's: not met
                """)
    }

    @Test("Given an app median within twice hello's When rendered Then the goal is reported met")
    func goalMet() {
        let report = BenchReport.render(
            app: figures("app", median: 30, p90: 60, libraries: 20),
            hello: figures("hello-foundation", median: 20, p90: 25, libraries: 19),
            helloSettings: figures("hello-settings", median: 21, p90: 26, libraries: 19),
            warmUpRuns: 0
        )

        #expect(report.hasSuffix("goal: app median at most 2.00× hello's: met"))
    }

    @Test("Given hello-settings faster than hello-foundation When its line is written Then the cost is shown below zero")
    func settingsBelowNoise() {
        let line = BenchReport.settingsLine(
            app: figures("app", median: 30, p90: 35, libraries: 22),
            hello: figures("hello-foundation", median: 20, p90: 25, libraries: 19),
            helloSettings: figures("hello-settings", median: 19.5, p90: 24, libraries: 19)
        )

        #expect(
            line
                == "settings reading's share: -0.5 ms (hello-settings − hello-foundation, medians), -5 % of the app's 10.0 ms above hello-foundation"
        )
    }

    @Test("Given an app no slower than hello-foundation When the settings line is written Then it gives the cost and no share")
    func settingsWithoutShare() {
        let line = BenchReport.settingsLine(
            app: figures("app", median: 20, p90: 25, libraries: 22),
            hello: figures("hello-foundation", median: 20, p90: 25, libraries: 19),
            helloSettings: figures("hello-settings", median: 21, p90: 26, libraries: 19)
        )

        #expect(
            line
                == "settings reading's share: 1.0 ms (hello-settings − hello-foundation, medians); the app is not slower than hello-foundation, so there is no share"
        )
    }

    @Test("Given a time in milliseconds When written Then it has one decimal and the unit")
    func milliseconds() {
        #expect(BenchReport.milliseconds(3.14159) == "3.1 ms")
        #expect(BenchReport.milliseconds(120) == "120.0 ms")
    }
}
