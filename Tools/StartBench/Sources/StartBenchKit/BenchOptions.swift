import ArgumentParser

/// What `start-bench` was asked to do.
public struct BenchOptions: ParsableArguments, Sendable {
    @Option(help: "Timed runs of each program.")
    public var runs = 40

    @Option(name: .customLong("warm-up"), help: "Untimed runs of each program before the timed ones.")
    public var warmUp = 3

    @Option(help: "The app binary, started as `app --in-memory --script FILE` with FILE holding `quit`.")
    public var app = ".build/release/app"

    @Option(help: "The Foundation hello-world binary (default: hello-foundation beside start-bench).")
    public var hello: String?

    @Option(
        name: .customLong("hello-settings"),
        help:
            "The hello-world that also reads the app's settings, given a config file (default: hello-settings beside start-bench)."
    )
    public var helloSettings: String?

    @Option(help: "Seconds one run may take before it is stopped and the bench fails.")
    public var timeout: Double = 60

    @Flag(name: .customLong("list-libraries"), help: "Print the path of every shared library each program loads.")
    public var listLibraries = false

    public init() {}

    public func validate() throws {
        guard runs > 0 else { throw ValidationError("--runs must be at least 1.") }
        guard warmUp >= 0 else { throw ValidationError("--warm-up cannot be negative.") }
        guard timeout > 0 else { throw ValidationError("--timeout must be more than 0 seconds.") }
    }

    /// The hello-world's path: `--hello`, or `hello-foundation` in `benchFolder`.
    public func helloPath(benchFolder: String) -> String {
        hello ?? Self.path(of: "hello-foundation", in: benchFolder)
    }

    /// The settings-reading hello-world's path: `--hello-settings`, or `hello-settings` in `benchFolder`.
    public func helloSettingsPath(benchFolder: String) -> String {
        helloSettings ?? Self.path(of: "hello-settings", in: benchFolder)
    }

    private static func path(of name: String, in folder: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + name
    }

    /// `--timeout` as a duration.
    public var runTimeLimit: Duration { .milliseconds(Int((timeout * 1_000).rounded())) }
}
