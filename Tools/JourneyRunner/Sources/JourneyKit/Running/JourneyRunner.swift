import Analytics
import Foundation

/// Runs journeys against the app: a fresh temporary data directory per
/// journey, one app process per session, output compared block by block.
///
/// Each session runs
/// `app --script - --echo --data-dir DIR --now NOW [extra arguments]`
/// with the session's commands on stdin, in an environment of PATH, HOME
/// (and TMPDIR, LLVM_PROFILE_FILE when set) from this process plus
/// `LANG=C.UTF-8`, `NO_COLOR=1` and `XDG_DATA_HOME` inside the temporary
/// directory; nothing else is inherited, `LC_ALL` included.
public struct JourneyRunner: Sendable {
    /// The fixed clock the app is given.
    public static let defaultNow = "2026-01-15T12:00:00Z"
    /// Variables passed on from this process when set.
    public static let inheritedEnvironment = ["PATH", "HOME", "TMPDIR", "LLVM_PROFILE_FILE"]

    public let app: URL
    public let processRunner: AppProcessRunner
    public let now: String
    public let extraArguments: [String]
    public let extraEnvironment: [String: String]
    /// The local backend a `# backend:` journey starts: `backend` beside the app unless given.
    public let backend: URL
    /// How long a backend may take to say where it listens (a large catalog is made first).
    public let backendStartTimeout: Duration
    /// Whether each app session logs the screens and commands it saw (`--coverage-log`), for
    /// `journey --coverage`. Demos are left out.
    public let collectsCoverage: Bool
    /// How long a `> backend mailbox` line waits for the mail it shows.
    public let mailWait: Duration

    public init(
        app: URL,
        timeout: Duration = .seconds(60),
        now: String = JourneyRunner.defaultNow,
        extraArguments: [String] = [],
        extraEnvironment: [String: String] = [:],
        backend: URL? = nil,
        backendStartTimeout: Duration = .seconds(600),
        collectsCoverage: Bool = false,
        mailWait: Duration = .seconds(10)
    ) {
        self.collectsCoverage = collectsCoverage
        self.mailWait = mailWait
        self.app = app
        self.backend = backend ?? app.deletingLastPathComponent().appendingPathComponent("backend")
        self.backendStartTimeout = backendStartTimeout
        self.processRunner = AppProcessRunner(timeout: timeout)
        self.now = now
        self.extraArguments = extraArguments
        self.extraEnvironment = extraEnvironment
    }

    /// Reads the journey at `url` and runs it: once, or once per row of its examples table.
    /// A file that cannot be read as a journey gives one result that says why (``JourneyResult/malformed``).
    public func run(fileAt url: URL, name: String? = nil) async -> [JourneyResult] {
        let displayName = name ?? url.path
        let journeys: [JourneyFile]
        do {
            journeys = try JourneyLoader.journeys(fileAt: url, name: displayName)
        } catch {
            return [JourneyResult(name: displayName, malformed: error)]
        }
        var results: [JourneyResult] = []
        for journey in journeys {
            results.append(await run(journey))
        }
        return results
    }

    /// Runs a parsed journey.
    public func run(_ journey: JourneyFile) async -> JourneyResult {
        guard !journey.blocks.isEmpty else {
            return JourneyResult(name: journey.name, journey: journey, blocks: [], sessions: [], problems: ["has no commands"])
        }
        let workDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("journey-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: workDirectory) }
        let folders = (0..<journey.dataFolderCount).flatMap { index in
            [dataDirectory(in: workDirectory, folder: index), xdgDataHome(in: workDirectory, folder: index)]
        }
        do {
            for folder in folders {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
        } catch {
            return JourneyResult(
                name: journey.name, journey: journey, blocks: [], sessions: [],
                problems: ["cannot create a temporary data directory: \(error.localizedDescription)"]
            )
        }
        let startText = journey.world.pinnedNow ?? now
        guard let start = JourneyClock.date(from: startText) ?? JourneyClock.date(from: startText + "T00:00:00Z") else {
            return JourneyResult(
                name: journey.name, journey: journey, blocks: [], sessions: [],
                problems: ["\"\(startText)\" is not an instant the clock can start at"])
        }

        let clock = JourneyClock(
            instant: start, file: journey.movesClock ? workDirectory.appendingPathComponent("clock") : nil)
        let backend: JourneyBackend?
        do {
            backend = try await startBackend(for: journey, clock: clock)
        } catch {
            return JourneyResult(
                name: journey.name, journey: journey, blocks: [], sessions: [], problems: ["backend: \(error.message)"])
        }
        let redactions = Redactions(
            rules: journey.world.redactions, backendURL: backend?.process.baseURL.absoluteString,
            dataDirectory: dataDirectory(in: workDirectory).path,
            otherDataDirectories: (1..<max(journey.dataFolderCount, 1)).map {
                dataDirectory(in: workDirectory, folder: $0).path
            },
            secrets: journey.world.secrets)
        let context = SessionContext(
            backend: backend, redactions: redactions, secrets: journey.world.secrets,
            requestsExact: journey.world.requestsExact, checksRequests: journey.expectsRequests)
        var state = JourneyRunState(captures: redactions.selfCaptures, clock: clock, secrets: journey.world.secrets)
        var blocks: [BlockOutcome] = []
        var sessions: [SessionOutcome] = []
        var launchFailed = false
        for session in journey.sessions {
            guard !launchFailed else {
                blocks += session.blocks.map { BlockOutcome(block: $0, actual: nil) }
                continue
            }
            let outcome = await run(
                session, world: journey.world.resolvingConfigFile(besideJourneyAt: journey.location),
                workDirectory: workDirectory, recordingEvents: journey.expectsEvents,
                context: context, state: &state)
            sessions.append(outcome.session)
            launchFailed = outcome.session.launchError != nil
            blocks += outcome.blocks
        }
        await backend?.stop()
        return JourneyResult(name: journey.name, journey: journey, blocks: blocks, sessions: sessions, problems: [])
    }

    /// The backend the journey's `# backend:` asks for, started; nil when it asks for none. Its
    /// clock is the app's: when the journey moves its clock, the backend follows the app's clock
    /// file (`--clock-file`), written with the journey's first instant before the backend starts,
    /// so that token and code expiries move with the journey's `> clock` lines; else it is held at
    /// the journey's instant (`--now`).
    private func startBackend(for journey: JourneyFile, clock: JourneyClock) async throws(BackendHeaderProblem)
        -> JourneyBackend?
    {
        guard let settings = journey.world.backend else { return nil }
        var arguments = settings.options
        if let scenario = settings.scenario, scenario != JourneyBackendDirective.noScenario {
            let file = try ScenarioFiles.requiredFile(named: scenario, forJourneyAt: journey.location)
            arguments += ["--scenario", file.path]
        }
        if let clockFile = clock.file {
            if let problem = clock.writeFile() { throw BackendHeaderProblem(message: problem) }
            arguments += ["--clock-file", clockFile.path]
        } else {
            arguments += ["--now", clock.text]
        }
        let process = try await JourneyBackendProcess.start(
            backend, arguments: arguments,
            environment: ProcessInfo.processInfo.environment.filter { Self.inheritedEnvironment.contains($0.key) },
            startTimeout: backendStartTimeout)
        return JourneyBackend(process: process, journeyLocation: journey.location, mailbox: BackendMailbox(wait: mailWait))
    }

    /// Runs one session, its lines sent as a ``SessionConductor`` decides; its outcome and each
    /// block's. With `recordingEvents`, the app logs analytics events to a file of the session's,
    /// read back for the journey's `% ` lines.
    private func run(
        _ session: JourneySession, world: JourneyWorld, workDirectory: URL, recordingEvents: Bool, context: SessionContext,
        state: inout JourneyRunState
    ) async -> (session: SessionOutcome, blocks: [BlockOutcome]) {
        let eventLog = recordingEvents ? workDirectory.appendingPathComponent("analytics-\(session.number).jsonl") : nil
        let coverageLog =
            collectsCoverage && world.demo == nil ? workDirectory.appendingPathComponent("coverage-\(session.number).jsonl") : nil
        if let problem = state.clock.writeFile() {
            return (
                SessionOutcome(session: session, process: nil, launchError: problem),
                session.blocks.map { BlockOutcome(block: $0, actual: nil) }
            )
        }
        let conductor = SessionConductor(session: session, context: context, state: state)
        let processResult: AppProcessResult
        do {
            processResult = try await processRunner.run(
                executable(for: world),
                arguments: arguments(
                    dataDirectory: dataDirectory(in: workDirectory, folder: session.dataFolder), analyticsLog: eventLog,
                    now: state.clock.text,
                    clockFile: state.clock.file)
                    + (coverageLog.map { ["--coverage-log", $0.path] } ?? [])
                    + (context.backend.map { ["--backend", $0.process.baseURL.absoluteString] } ?? [])
                    + world.appArguments,
                environment: environment(
                    workDirectory: workDirectory, language: world.language, folder: session.dataFolder),
                conductor: conductor,
                currentDirectory: workDirectory
            )
        } catch {
            let outcome = SessionOutcome(session: session, process: nil, launchError: "\(error)")
            return (outcome, session.blocks.map { BlockOutcome(block: $0, actual: nil) })
        }
        let finished = await conductor.finish(output: processResult.standardOutput)
        // From here on, nothing of what the app printed holds a secret's value.
        let result = Self.hiding(context.secrets, in: processResult)
        state = finished.state
        let transcript = TranscriptParser.parse(result.standardOutput)
        let outcome = SessionOutcome(
            session: session, process: result, leadingOutput: transcript.leadingOutput.map(context.redactions.apply),
            loggedEvents: eventLog.map(Self.events(loggedIn:)) ?? [], requests: finished.requests,
            coverage: coverageLog.flatMap { try? String(contentsOf: $0, encoding: .utf8) }.map(CoverageLogLine.lines(in:)) ?? [],
            captures: finished.state.captures
        )
        return (outcome, finished.blocks)
    }

    /// The events in the log at `url`; none when there is no log.
    static func events(loggedIn url: URL) -> [AnalyticsEvent] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return SourceLines.split(text).compactMap(AnalyticsLogLine.event(in:))
    }

    /// The app, or the Demo a journey's `# demo:` names, which is built beside it.
    public func executable(for world: JourneyWorld) -> URL {
        world.demo == nil ? app : app.deletingLastPathComponent().appendingPathComponent(world.executableName)
    }

    /// The app's command line for a session; `analyticsLog` adds `--analytics-log`, `clockFile`
    /// `--clock-file`; `now` is the session's instant (default: the runner's).
    public func arguments(dataDirectory: URL, analyticsLog: URL? = nil, now: String? = nil, clockFile: URL? = nil) -> [String] {
        ["--script", "-", "--echo", "--data-dir", dataDirectory.path, "--now", now ?? self.now]
            + (clockFile.map { ["--clock-file", $0.path] } ?? [])
            + (analyticsLog.map { ["--analytics-log", $0.path] } ?? []) + extraArguments
    }

    /// The app's environment for a journey whose temporary directory is `workDirectory`.
    /// `language` (a journey's `# lang:`) replaces `C.UTF-8` as `LANG`.
    /// `folder` is the session's data folder (``JourneySession/dataFolder``): each has an
    /// `XDG_DATA_HOME` of its own.
    public func environment(
        workDirectory: URL,
        language: String? = nil,
        folder: Int = 0,
        inheritingFrom parent: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String: String] {
        var environment = parent.filter { Self.inheritedEnvironment.contains($0.key) }
        environment["LANG"] = language ?? "C.UTF-8"
        environment["NO_COLOR"] = "1"
        environment["XDG_DATA_HOME"] = xdgDataHome(in: workDirectory, folder: folder).path
        environment.merge(extraEnvironment) { _, extra in extra }
        environment["LC_ALL"] = nil
        return environment
    }

    /// The data folder of the sessions on `folder`: `data`, and after a `restart fresh`
    /// `device-2/data`, `device-3/data` …
    private func dataDirectory(in workDirectory: URL, folder: Int = 0) -> URL {
        deviceFolder(in: workDirectory, folder: folder).appendingPathComponent("data", isDirectory: true)
    }

    private func xdgDataHome(in workDirectory: URL, folder: Int = 0) -> URL {
        deviceFolder(in: workDirectory, folder: folder).appendingPathComponent("xdg-data", isDirectory: true)
    }

    private func deviceFolder(in workDirectory: URL, folder: Int) -> URL {
        folder == 0 ? workDirectory : workDirectory.appendingPathComponent("device-\(folder + 1)", isDirectory: true)
    }

    /// `result` with every secret's value written `{NAME}` in what the process printed.
    static func hiding(_ secrets: JourneySecrets, in result: AppProcessResult) -> AppProcessResult {
        guard !secrets.isEmpty else { return result }
        return AppProcessResult(
            standardOutput: secrets.hiding(in: result.standardOutput), standardError: secrets.hiding(in: result.standardError),
            termination: result.termination, timedOut: result.timedOut, timeout: result.timeout)
    }
}
