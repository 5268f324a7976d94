import Analytics
import AppCore
import FeatureKit
import Foundation
import Localization
import Logging
import Persistence
import ReplHost
import SystemKit

extension AppCommand {
    /// Runs the session the options describe; returns the process's exit status. `transcriptObserver`
    /// is told each line the session reads (`--record`, which runs through ``runRecorded(to:)``).
    @MainActor
    public func run(transcriptObserver: (any ReplTranscriptObserver)? = nil) async -> Int32 {
        if let record { return await runRecorded(to: record) }
        let language = CurrentAppLanguage(AppProcess.startupLanguage(processEnvironment))
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
            return refuse("cannot write the log file \(logFile ?? ""): \(error.localizedDescription)")
        }
        if describe { return await AppDescriptionCommand.run(currentAppLanguage: language) }
        var configuration = makeConfiguration(currentAppLanguage: language, environment: environment)
        if let analyticsLog {
            do {
                configuration.analytics = try analyticsTracker(path: analyticsLog, clock: configuration.clock, messages: messages)
            } catch {
                return refuse("cannot write the analytics log \(analyticsLog): \(error.localizedDescription)")
            }
        }
        let coverage: CommandCoverageLog?
        do {
            coverage = try coverageLogOpened(messages: messages)
        } catch {
            return refuse("cannot write the coverage log \(coverageLog ?? ""): \(error.localizedDescription)")
        }
        return await AppLaunch(
            configuration: configuration, options: launchOptions(), openRoute: open, commandObserver: coverage,
            transcriptObserver: transcriptObserver
        ).run()
    }

    /// A command line that cannot be used after all, said as a wrong one is.
    private func refuse(_ message: String) -> Int32 {
        DescriptorWriter.standardError.write("Error: \(message)\n")
        return ProcessExitStatus.usage
    }

    @MainActor
    private func makeConfiguration(currentAppLanguage: CurrentAppLanguage, environment: AppEnvironment?) -> AppConfiguration {
        let location: DatabaseLocation = inMemory ? .inMemory : .directory(dataFolder(environment: processEnvironment))
        let clock = AppClockChoice.clock(now: now, clockFile: clockFile)
        var configuration = AppConfiguration(
            databaseLocation: location, environment: environment, clock: clock, processEnvironment: processEnvironment,
            features: features,
            currentAppLanguage: currentAppLanguage,
            services: AppServiceChoice.services(
                environment: environment, backend: backend.flatMap(ServiceEndpoint.url(from:)))
        )
        let remote = inMemory ? nil : RemoteConfigFile.read(in: dataFolder(environment: processEnvironment))
        configuration.toggles = AppToggles.states(choices: toggleChoices, settings: settings, remote: remote)
        configuration.settings = settings
        configuration.featureCommandLine = featureValues
        configuration.remoteConfigFetchedAt = remote?.fetchedAt
        configuration.offersDebugMenu = DebugMenuChoice.isOffered(environment: environment, debugMenuFlag: debugMenu)
        return configuration
    }

    /// The environment as the app sees it: `--language` stands in for the system's language (`LC_ALL`),
    /// which the app starts in until the person chooses one in the app.
    var processEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if let language { environment["LC_ALL"] = language }
        return environment
    }

    private func dataFolder(environment: [String: String]) -> URL {
        dataDir.map { URL(fileURLWithPath: $0) }
            ?? DatabaseLocation.defaultDirectory(appFolder: AppVersion.dataFolderName, environment: environment)
    }

    /// Events to `path`, stamped with the app's clock; a file that stops taking them is said
    /// once. Throws when the file cannot be opened.
    private func analyticsTracker(path: String, clock: any AppClock, messages: LaunchMessages) throws -> AnalyticsTracker {
        let sink = try JSONLinesAnalyticsSink(path: path) { path, failure in
            messages.write(.launchAnalyticsLogUnwritable, ["path": path, "reason": failure.description])
        }
        return AnalyticsTracker(sinks: [sink], now: { clock.now() })
    }

    private func launchOptions() -> ReplLaunchOptions {
        let historyFile =
            inMemory ? nil : dataFolder(environment: ProcessInfo.processInfo.environment).appendingPathComponent("history")
        return ReplLaunchOptions(scriptPath: script, strict: strict, echoCommands: echo, historyFileURL: historyFile)
    }
}
