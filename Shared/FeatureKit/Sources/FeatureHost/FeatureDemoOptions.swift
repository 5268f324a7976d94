import AppCore
import ArgumentParser

/// The options every feature's Demo takes, besides the feature's own.
public struct FeatureDemoOptions: ParsableArguments, Sendable {
    @Option(name: .long, help: ArgumentHelp("Run the commands in this file (- for standard input).", valueName: "file"))
    public var script: String?

    @Flag(name: .long, help: "Stop at the first command that fails, with a non-zero exit status.")
    public var strict = false

    @Flag(name: .long, help: "Print each command as `> command` before its output (the journey format).")
    public var echo = false

    @Flag(name: .long, help: "Run on the feature's fakes, with no data source at all.")
    public var fake = false

    @Option(
        name: .long,
        help: ArgumentHelp("Keep the feature's data in this folder, as the app does (default: in memory).", valueName: "dir"))
    public var dataDir: String?

    @Option(
        name: .long, help: ArgumentHelp("Fix the clock at this ISO 8601 instant, for repeatable scripts.", valueName: "instant"))
    public var now: String?

    public init() {}

    public func validate() throws {
        if let now, FixedAppClock(iso8601: now) == nil {
            throw ValidationError("--now takes an ISO 8601 instant such as 2026-01-15T12:00:00Z.")
        }
    }
}
