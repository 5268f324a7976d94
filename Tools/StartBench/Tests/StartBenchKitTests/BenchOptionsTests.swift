import StartBenchKit
import Testing

@Suite("start-bench arguments")
struct BenchOptionsTests {
    @Test("Given no arguments When parsed Then 40 runs after 3 warm-ups, the release app and a 60 s limit are used")
    func defaults() throws {
        let options = try BenchOptions.parse([])
        #expect(options.runs == 40)
        #expect(options.warmUp == 3)
        #expect(options.app == ".build/release/app")
        #expect(options.hello == nil)
        #expect(options.helloSettings == nil)
        #expect(options.runTimeLimit == .seconds(60))
        #expect(!options.listLibraries)
    }

    @Test("Given every option When parsed Then each is taken")
    func everyOption() throws {
        let options = try BenchOptions.parse([
            "--runs", "7", "--warm-up", "0", "--app", "/tmp/app", "--hello", "/tmp/hello", "--hello-settings",
            "/tmp/hello-settings", "--timeout", "2.5", "--list-libraries",
        ])
        #expect(options.runs == 7)
        #expect(options.warmUp == 0)
        #expect(options.app == "/tmp/app")
        #expect(options.hello == "/tmp/hello")
        #expect(options.helloSettings == "/tmp/hello-settings")
        #expect(options.runTimeLimit == .milliseconds(2_500))
        #expect(options.listLibraries)
    }

    @Test("Given no --hello When the hello path is asked Then it is hello-foundation beside the bench")
    func helloBesideBench() throws {
        let options = try BenchOptions.parse([])
        #expect(
            options.helloPath(benchFolder: "/repo/Tools/StartBench/.build/release")
                == "/repo/Tools/StartBench/.build/release/hello-foundation")
        #expect(options.helloPath(benchFolder: "/bin/") == "/bin/hello-foundation")
    }

    @Test("Given --hello When the hello path is asked Then it is that path")
    func helloGiven() throws {
        let options = try BenchOptions.parse(["--hello", "/opt/hello"])
        #expect(options.helloPath(benchFolder: "/bin") == "/opt/hello")
    }

    @Test("Given no --hello-settings When its path is asked Then it is hello-settings beside the bench")
    func helloSettingsBesideBench() throws {
        let options = try BenchOptions.parse([])
        #expect(
            options.helloSettingsPath(benchFolder: "/repo/Tools/StartBench/.build/release")
                == "/repo/Tools/StartBench/.build/release/hello-settings")
        #expect(options.helloSettingsPath(benchFolder: "/bin/") == "/bin/hello-settings")
    }

    @Test("Given --hello-settings When its path is asked Then it is that path, and --hello's is left alone")
    func helloSettingsGiven() throws {
        let options = try BenchOptions.parse(["--hello-settings", "/opt/hello-settings"])
        #expect(options.helloSettingsPath(benchFolder: "/bin") == "/opt/hello-settings")
        #expect(options.helloPath(benchFolder: "/bin") == "/bin/hello-foundation")
    }

    @Test(
        "Given a run count below 1, a negative warm-up or a time limit of 0 When parsed Then it is refused",
        arguments: [["--runs", "0"], ["--warm-up", "-1"], ["--timeout", "0"]]
    )
    func refused(_ arguments: [String]) {
        #expect(throws: (any Error).self) {
            try BenchOptions.parse(arguments)
        }
    }

    @Test("Given a run count that is not a number When parsed Then it is refused")
    func notANumber() {
        #expect(throws: (any Error).self) {
            try BenchOptions.parse(["--runs", "many"])
        }
    }
}
