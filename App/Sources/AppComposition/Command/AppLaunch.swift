import Foundation
import Logging
import Navigation
import Persistence
import ReplHost
import SystemKit

/// Builds the app for a configuration and runs its REPL session.
@MainActor
public struct AppLaunch {
    private let configuration: AppConfiguration
    private let options: ReplLaunchOptions
    private let openRoute: String?
    private let commandObserver: (any ReplCommandObserver)?
    private let transcriptObserver: (any ReplTranscriptObserver)?
    private let logger = Logger(label: "app.launch")

    /// `openRoute` (`app --open`) is the screen to start at instead of home; `commandObserver`
    /// is told of each command typed (`--coverage-log`), `transcriptObserver` of each line read and written (`--record`).
    public init(
        configuration: AppConfiguration, options: ReplLaunchOptions, openRoute: String? = nil,
        commandObserver: (any ReplCommandObserver)? = nil, transcriptObserver: (any ReplTranscriptObserver)? = nil
    ) {
        self.configuration = configuration
        self.options = options
        self.openRoute = openRoute
        self.commandObserver = commandObserver
        self.transcriptObserver = transcriptObserver
    }

    /// Runs the session; returns the process exit status (``ProcessExitStatus``).
    public func run() async -> Int32 {
        let container: AppDiContainer
        let messages = LaunchMessages(strings: AppStrings.localizer(configuration.currentAppLanguage))
        do {
            container = try await AppDiContainer(configuration: configuration)
        } catch let error as DatabaseOpeningError {
            logger.info("cannot open the database", metadata: ["path": "\(error.path)", "reason": "\(error.reason)"])
            messages.write(error)
            return ProcessExitStatus.dataLocationUnusable
        } catch {
            DescriptorWriter.standardError.write("app: \(error)\n")
            return 1
        }
        logger.info(
            "started",
            metadata: [
                "environment": "\(configuration.environment?.rawValue ?? "none")",
                "services": "\(configuration.services)",
                "database": "\(container.database.fileURL?.path ?? "in memory")",
                "language": "\(container.currentAppLanguage.language.code)",
                "features": "\(container.features.map { type(of: $0).name }.joined(separator: ","))",
            ])
        if let backend = await BackendReachability.unreachableBackend(
            in: configuration.services, transport: configuration.httpTransport)
        {
            messages.write(.launchBackendUnreachable, ["url": backend.absoluteString])
        } else {
            // The backend's remote config, kept for the next launch (this one runs on the one kept
            // before): fetched right after the check that the backend is there, so the requests a
            // session sends keep one order.
            await RemoteConfigRefresh.refresh(
                services: configuration.services, transport: configuration.httpTransport,
                folder: configuration.databaseLocation.folderURL, now: configuration.clock.now())
        }
        let flow = AppFlow(diContainer: container)
        flow.start()
        if let openRoute, let problem = await flow.open(route: openRoute) {
            // The session starts at home instead, the person told why, as for a `goto`;
            // under --strict that is a failure, as a failing command would be.
            messages.write(problem)
            if options.strict {
                configuration.analytics.flush()
                return 1
            }
        }
        let status = await ReplLauncher.run(
            navigator: flow, currentLanguage: container.currentAppLanguage, options: options, progress: container.progress,
            questions: container.questions, commandObserver: commandObserver, transcriptObserver: transcriptObserver
        )
        container.environment.analytics.flush()
        return status
    }
}
