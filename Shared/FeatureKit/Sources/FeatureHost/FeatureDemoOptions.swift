import AppCore
import FeatureKit

/// The options every feature's Demo takes, besides the feature's own.
public struct FeatureDemoOptions: Sendable, Equatable {
    public var script: String?
    public var strict = false
    public var echo = false
    public var fake = false
    public var dataDir: String?
    public var now: String?
    public var clockFile: String?

    public static let commandLineOptions: [CommandLineOption] = [
        .value("script", valueName: "file", help: "Run the commands in this file (- for standard input)."),
        .flag("strict", help: "Stop at the first command that fails, with a non-zero exit status."),
        .flag("echo", help: "Print each command as `> command` before its output (the journey format)."),
        .flag("fake", help: "Run on the feature's fakes, with no data source at all."),
        .value(
            "data-dir", valueName: "dir", help: "Keep the feature's data in this folder, as the app does (default: in memory)."),
        .value("now", valueName: "instant", help: "Fix the clock at this ISO 8601 instant, for repeatable scripts."),
        .value(
            "clock-file", valueName: "file",
            help:
                "Take the clock's ISO 8601 instant from this file whenever it changes (--now until then); journeys' `> clock` lines write it."
        ),
    ]

    /// Every default: in memory, standard input, the system clock.
    public init() {}

    public init(values: CommandLineValues) throws(CommandLineError) {
        script = values.string("script")
        strict = values.isSet("strict")
        echo = values.isSet("echo")
        fake = values.isSet("fake")
        dataDir = values.string("data-dir")
        now = values.string("now")
        clockFile = values.string("clock-file")
        if let now, FixedAppClock(iso8601: now) == nil {
            throw CommandLineError("--now takes an ISO 8601 instant such as 2026-01-15T12:00:00Z.")
        }
        if clockFile?.isEmpty == true {
            throw CommandLineError("--clock-file takes the path of a file.")
        }
    }
}
