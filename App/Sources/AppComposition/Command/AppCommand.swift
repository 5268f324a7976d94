import AppCore
import AppSettings
import FeatureKit
import Foundation
import Localization
import Logging
import Persistence

/// The `app` command line: what the app itself takes and each registered feature's options,
/// declared as values and read in one pass by ``CommandLineParser``, with no reflection, so
/// reading them costs the start nothing.
public struct AppCommand: Sendable {
    public static let name = "app"
    static let abstract = "Contacts, products, languages and tools in a line-oriented REPL."
    static let discussion = """
        Interactive on a terminal; reads commands from a pipe or a script otherwise.
        Type `help` in the app to see what each screen accepts.

        Exit status: 0 the session ran to its end; 1 --strict stopped at a failing
        command; 64 the command line was wrong; 66 the script cannot be read; 73 the
        data folder or database cannot be used (see the message; --in-memory or
        --data-dir get round it); 74 standard output cannot be written (closed, disk
        full); 141 the reader of standard output went away (a closed pipe).
        """

    static let commandLineOptions: [CommandLineOption] = [
        .value(
            "config", valueName: "file",
            help:
                "Read settings from this JSON or YAML file (default: mosaic.json in the data folder); flags and APP_ variables win over it."
        ),
        .value("data-dir", valueName: "dir", help: "Folder for the app's database (default: $XDG_DATA_HOME/mosaic)."),
        .flag("in-memory", help: "Keep everything in memory; nothing is saved."),
        .value("script", valueName: "file", help: "Run the commands in this file (- for standard input)."),
        .flag("strict", help: "Stop at the first command that fails, with a non-zero exit status."),
        .flag("echo", help: "Print each command as `> command` before its output (the journey format)."),
        .value(
            "env", valueName: "dev|qc|prod",
            help: "Environment (or $APP_ENV): dev and qc use the local backend, prod the public services; none: the bundled data."
        ),
        .value(
            "backend", valueName: "url",
            help: "Every source at this backend (swift run backend), whatever the environment; a feature's own option still wins."
        ),
        .value(
            "language", valueName: "code",
            help: "Start in this app language (en, es, ar …) until one is chosen in the app; LANG's otherwise."),
        .value("log-level", valueName: "level", help: "Log level: trace, debug, info, notice, warning, error, critical."),
        .value("log-file", valueName: "file", help: "Write logs to this file instead of standard error."),
        .value(
            "analytics-log", valueName: "file",
            help: "Record screen views and actions in this file, one JSON object a line (created 0600, appended to)."),
        .value(
            "coverage-log", valueName: "file",
            help: "Record the screen and command of each line typed in this file, one JSON object a line (0600, appended to)."),
        .value(
            "record", valueName: "file",
            help: "Write the session to this journey file as it runs (on a fresh data folder unless --data-dir is given)."),
        .flag("describe", help: "Print every screen with its routes and commands, and the global commands, as JSON, then exit."),
        .value(
            "open", valueName: "route",
            help: "Start at the screen of this route or link (contacts/ID, products/STYLE, tools/CODE …)."),
        .value("now", valueName: "instant", help: "Fix the clock at this ISO 8601 instant, for repeatable scripts."),
        .value(
            "clock-file", valueName: "file",
            help:
                "Take the clock's ISO 8601 instant from this file whenever it changes (--now until then); journeys' `> clock` lines write it."
        ),
        .value(
            "toggle", valueName: "name=on|off",
            help: "Turn a feature toggle on or off (wishlist=off); may be given again for another. The debug screen lists them."),
        .flag("debug-menu", help: "Offer the debug screen (`debug`) in production too; every other environment has it."),
        .flag("version", help: "Show the version."),
        .flag("help", help: "Show help information."),
    ]

    var dataDir: String?
    var inMemory = false
    var script: String?
    var strict = false
    var echo = false
    var env: AppEnvironment?
    var backend: String?
    var logLevel: Logger.Level?
    var logFile: String?
    var analyticsLog: String?
    var coverageLog: String?
    var describe = false
    /// The journey file `--record` writes, and the words the command line was read from.
    var record: String?
    var words: [String] = []
    var open: String?
    var now: String?
    var clockFile: String?
    /// One factory per registered feature, with the options its words gave.
    var features: [FeatureFactory] = []
    /// The words those factories' options were read from, to read one again (the debug screen's `source`).
    var featureValues: CommandLineValues = .none
    /// Every setting the command line, the environment and the config files gave, with its source.
    var settings: ResolvedSettings = .none
    /// The `--toggle` choices, in the order given.
    var toggleChoices: [ToggleChoice] = []
    /// The app language to start in (`--language`), until the person chooses one in the app.
    var language: String?
    var debugMenu = false

    /// The command line `arguments` (without the program's name) stands for, checked:
    /// throws the sentence that says which word or value is wrong.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> AppCommand {
        let values = try CommandLineParser.parse(arguments, options: commandLineOptions + FeatureCommandLine.commandLineOptions)
        var command = AppCommand()
        command.dataDir = values.string("data-dir")
        command.inMemory = values.isSet("in-memory")
        command.script = values.string("script")
        command.strict = values.isSet("strict")
        command.echo = values.isSet("echo")
        command.env = try values.string("env").map { text throws(CommandLineError) in
            guard let environment = AppEnvironment(rawValue: text) else {
                throw CommandLineError("--env takes dev, qc or prod (not \(text)).")
            }
            return environment
        }
        command.backend = values.string("backend")
        command.logLevel = try values.string("log-level").map { text throws(CommandLineError) in
            guard let level = Logger.Level(rawValue: text) else {
                throw CommandLineError("--log-level takes trace, debug, info, notice, warning, error or critical (not \(text)).")
            }
            return level
        }
        command.logFile = values.string("log-file")
        command.analyticsLog = values.string("analytics-log")
        command.coverageLog = values.string("coverage-log")
        command.describe = values.isSet("describe")
        command.record = values.string("record")
        command.words = arguments
        command.open = values.string("open")
        command.now = values.string("now")
        command.clockFile = values.string("clock-file")
        command.features = try FeatureCommandLine.factories(from: values)
        command.featureValues = values
        command.toggleChoices = try values.strings("toggle").map { text throws(CommandLineError) in
            try ToggleChoice(text, declared: AppToggles.declared)
        }
        command.debugMenu = values.isSet("debug-menu")
        command.language = values.string("language")
        if let language = command.language, SupportedAppLanguages.language(withCode: language) == nil {
            throw CommandLineError(
                "--language takes one of the app's languages: "
                    + SupportedAppLanguages.all.map(\.code).joined(separator: ", ") + " (not \(language)).")
        }
        if values.string("config")?.isEmpty == true {
            throw CommandLineError("--config takes the path of a JSON or YAML file.")
        }
        try command.validate()
        return command
    }

    private func validate() throws(CommandLineError) {
        if inMemory && dataDir != nil {
            throw CommandLineError("--in-memory and --data-dir cannot be used together.")
        }
        if let now, FixedAppClock(iso8601: now) == nil {
            throw CommandLineError("--now takes an ISO 8601 instant such as 2026-01-15T12:00:00Z.")
        }
        if record?.isEmpty == true {
            throw CommandLineError("--record takes the path of a file.")
        }
        if clockFile?.isEmpty == true {
            throw CommandLineError("--clock-file takes the path of a file.")
        }
        if let backend, ServiceEndpoint.url(from: backend) == nil {
            throw CommandLineError("--backend takes an http or https URL such as http://127.0.0.1:8080.")
        }
        do {
            _ = try AppServiceChoice.environment(option: env, processEnvironment: ProcessInfo.processInfo.environment)
        } catch {
            throw CommandLineError(error.description)
        }
    }
}
