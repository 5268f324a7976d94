import Analytics
import AppCore
import ArgumentParser
import FeatureKit
import Foundation
import Localization
import Logging
import Persistence
import ReplHost

/// The `app` command: starts the REPL on the embedded data.
public struct AppCommand: AsyncParsableCommand {
    /// Every registered feature's options are listed in the help only when help is asked
    /// for: building that text is a fifth of the app's start otherwise.
    public static var configuration: CommandConfiguration {
        configuration(listingFeatureOptions: HelpRequest.isAsked(in: CommandLine.arguments))
    }

    static func configuration(listingFeatureOptions: Bool) -> CommandConfiguration {
        CommandConfiguration(
            commandName: "app",
            abstract: "Contacts, products, languages and tools in a line-oriented REPL.",
            discussion: """
                Interactive on a terminal; reads commands from a pipe or a script otherwise.
                Type `help` in the app to see what each screen accepts.

                Exit status: 0 the session ran to its end; 1 --strict stopped at a failing
                command; 64 the command line was wrong; 66 the script cannot be read; 73 the
                data folder or database cannot be used (see the message; --in-memory or
                --data-dir get round it); 74 standard output cannot be written (closed, disk
                full); 141 the reader of standard output went away (a closed pipe).
                """ + (listingFeatureOptions ? FeatureCommandLine.optionsHelp() : ""),
            version: AppVersion.current
        )
    }

    @Option(name: .long, help: ArgumentHelp("Folder for the app's database (default: $XDG_DATA_HOME/mosaic).", valueName: "dir"))
    var dataDir: String?

    @Flag(name: .long, help: "Keep everything in memory; nothing is saved.")
    var inMemory = false

    @Option(name: .long, help: ArgumentHelp("Run the commands in this file (- for standard input).", valueName: "file"))
    var script: String?

    @Flag(name: .long, help: "Stop at the first command that fails, with a non-zero exit status.")
    var strict = false

    @Flag(name: .long, help: "Print each command as `> command` before its output (the journey format).")
    var echo = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Environment (or $APP_ENV): dev and qc use the local backend, prod the public services; none: the bundled data.",
            valueName: "dev|qc|prod"))
    var env: AppEnvironment?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Every source at this backend (swift run backend), whatever the environment; a feature's own option still wins.",
            valueName: "url"))
    var backend: String?

    @Option(
        name: .long, help: ArgumentHelp("Log level: trace, debug, info, notice, warning, error, critical.", valueName: "level"))
    var logLevel: Logger.Level?

    @Option(name: .long, help: ArgumentHelp("Write logs to this file instead of standard error.", valueName: "file"))
    var logFile: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Record screen views and actions in this file, one JSON object a line (created 0600, appended to).",
            valueName: "file"))
    var analyticsLog: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Start at the screen of this route or link (contacts/ID, products/STYLE, tools/CODE …).", valueName: "route"))
    var open: String?

    /// The words the app itself does not know: each registered feature's options.
    @Argument(parsing: .allUnrecognized, help: .hidden)
    var featureArguments: [String] = []

    @Option(
        name: .long, help: ArgumentHelp("Fix the clock at this ISO 8601 instant, for repeatable scripts.", valueName: "instant"))
    var now: String?

    public init() {}

    public func validate() throws {
        if inMemory && dataDir != nil {
            throw ValidationError("--in-memory and --data-dir cannot be used together.")
        }
        _ = try FeatureCommandLine.factories(from: featureArguments)
        if let now, FixedAppClock(iso8601: now) == nil {
            throw ValidationError("--now takes an ISO 8601 instant such as 2026-01-15T12:00:00Z.")
        }
        if let backend, ServiceEndpoint.url(from: backend) == nil {
            throw ValidationError("--backend takes an http or https URL such as http://127.0.0.1:8080.")
        }
        do {
            _ = try AppServiceChoice.environment(option: env, processEnvironment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
    }

    @MainActor
    public func run() async throws {
        let features = try FeatureCommandLine.factories(from: featureArguments)
        let language = CurrentAppLanguage(AppProcess.startupLanguage(ProcessInfo.processInfo.environment))
        let messages = LaunchMessages(strings: AppStrings.localizer(language))
        let environment = try? AppServiceChoice.environment(option: env, processEnvironment: ProcessInfo.processInfo.environment)
        do {
            try AppLogging.bootstrap(
                level: logLevel ?? (environment ?? .prod).defaultLogLevel,
                destination: logFile.map { .file(path: $0) } ?? .standardError,
                onLogFileFailure: { path, failure in
                    messages.write(.launchLogFileUnwritable, ["path": path, "reason": failure.description])
                }
            )
        } catch {
            throw ValidationError("cannot write the log file \(logFile ?? ""): \(error.localizedDescription)")
        }
        var configuration = makeConfiguration(features: features, currentAppLanguage: language, environment: environment)
        if let analyticsLog {
            configuration.analytics = try analyticsTracker(path: analyticsLog, clock: configuration.clock, messages: messages)
        }
        let status = await AppLaunch(configuration: configuration, options: launchOptions(), openRoute: open).run()
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private func makeConfiguration(
        features: [FeatureFactory], currentAppLanguage: CurrentAppLanguage, environment: AppEnvironment?
    ) -> AppConfiguration {
        let processEnvironment = ProcessInfo.processInfo.environment
        let location: DatabaseLocation =
            inMemory
            ? .inMemory
            : .directory(
                dataDir.map { URL(fileURLWithPath: $0) }
                    ?? DatabaseLocation.defaultDirectory(appFolder: AppVersion.dataFolderName, environment: processEnvironment))
        let clock: any AppClock = now.flatMap { FixedAppClock(iso8601: $0) } ?? SystemAppClock()
        return AppConfiguration(
            databaseLocation: location, environment: environment, clock: clock, processEnvironment: processEnvironment,
            features: features,
            currentAppLanguage: currentAppLanguage,
            services: AppServiceChoice.services(
                environment: environment, backend: backend.flatMap(ServiceEndpoint.url(from:)))
        )
    }

    /// Events to `path`, stamped with the app's clock; a file that stops taking them is said once.
    private func analyticsTracker(path: String, clock: any AppClock, messages: LaunchMessages) throws -> AnalyticsTracker {
        do {
            let sink = try JSONLinesAnalyticsSink(path: path) { path, failure in
                messages.write(.launchAnalyticsLogUnwritable, ["path": path, "reason": failure.description])
            }
            return AnalyticsTracker(sinks: [sink], now: { clock.now() })
        } catch {
            throw ValidationError("cannot write the analytics log \(path): \(error.localizedDescription)")
        }
    }

    private func launchOptions() -> ReplLaunchOptions {
        var historyFile: URL?
        if !inMemory {
            let folder =
                dataDir.map { URL(fileURLWithPath: $0) }
                ?? DatabaseLocation.defaultDirectory(
                    appFolder: AppVersion.dataFolderName, environment: ProcessInfo.processInfo.environment)
            historyFile = folder.appendingPathComponent("history")
        }
        return ReplLaunchOptions(scriptPath: script, strict: strict, echoCommands: echo, historyFileURL: historyFile)
    }
}

extension AppEnvironment: @retroactive ExpressibleByArgument {}
extension Logger.Level: @retroactive ExpressibleByArgument {}
