import FeatureHost
import FeatureKit
import Testing

@Suite("Given a feature Demo's command line")
struct FeatureDemoOptionsTests {
    private func options(_ arguments: [String]) throws -> FeatureDemoOptions {
        try FeatureDemoOptions(values: CommandLineParser.parse(arguments, options: FeatureDemoOptions.commandLineOptions))
    }

    @Test("When --now and --clock-file are given Then the options keep the start instant and the file's path")
    func readsClockFile() throws {
        let demo = try options(["--now", "2026-01-15T12:00:00Z", "--clock-file", "journey/clock"])
        #expect(demo.now == "2026-01-15T12:00:00Z")
        #expect(demo.clockFile == "journey/clock")
    }

    @Test("When no --clock-file is given Then there is none, as by default")
    func noClockFile() throws {
        #expect(try options(["--now", "2026-01-15T12:00:00Z"]).clockFile == nil)
        #expect(FeatureDemoOptions().clockFile == nil)
    }

    @Test("When --clock-file is given an empty path Then it says it takes the path of a file")
    func refusesEmptyPath() {
        #expect(throws: CommandLineError("--clock-file takes the path of a file.")) {
            _ = try options(["--clock-file", ""])
        }
    }

    @Test("When a Demo's help is built Then it lists --clock-file")
    func helpListsClockFile() {
        let help = FeatureDemoCommandLine<NoFeatureOptions>(name: "SomeDemo", abstract: "A feature alone.").help()
        #expect(help.contains("--clock-file <file>"))
    }
}
