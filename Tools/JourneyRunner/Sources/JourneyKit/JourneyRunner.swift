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

    public init(
        app: URL,
        timeout: Duration = .seconds(60),
        now: String = JourneyRunner.defaultNow,
        extraArguments: [String] = [],
        extraEnvironment: [String: String] = [:],
        backend: URL? = nil,
        backendStartTimeout: Duration = .seconds(600)
    ) {
        self.app = app
        self.backend = backend ?? app.deletingLastPathComponent().appendingPathComponent("backend")
        self.backendStartTimeout = backendStartTimeout
        self.processRunner = AppProcessRunner(timeout: timeout)
        self.now = now
        self.extraArguments = extraArguments
        self.extraEnvironment = extraEnvironment
    }

    /// Reads, parses and runs the journey at `url`; a file that cannot be
    /// read or parsed gives a failed result that says why.
    public func run(fileAt url: URL, name: String? = nil) async -> JourneyResult {
        let displayName = name ?? url.path
        do {
            return await run(try JourneyFile(contentsOf: url, name: displayName))
        } catch {
            return JourneyResult(name: displayName, journey: nil, blocks: [], sessions: [], problems: ["\(error)"])
        }
    }

    /// Runs a parsed journey.
    public func run(_ journey: JourneyFile) async -> JourneyResult {
        guard !journey.blocks.isEmpty else {
            return JourneyResult(name: journey.name, journey: journey, blocks: [], sessions: [], problems: ["has no commands"])
        }
        let workDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("journey-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: workDirectory) }
        do {
            for folder in [dataDirectory(in: workDirectory), xdgDataHome(in: workDirectory)] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
        } catch {
            return JourneyResult(
                name: journey.name, journey: journey, blocks: [], sessions: [],
                problems: ["cannot create a temporary data directory: \(error.localizedDescription)"]
            )
        }

        let backend: JourneyBackend?
        do {
            backend = try await startBackend(for: journey)
        } catch {
            return JourneyResult(
                name: journey.name, journey: journey, blocks: [], sessions: [], problems: ["backend: \(error.message)"])
        }
        var blocks: [BlockOutcome] = []
        var sessions: [SessionOutcome] = []
        var launchFailed = false
        for session in journey.sessions {
            guard !launchFailed else {
                blocks += session.blocks.map { BlockOutcome(block: $0, actual: nil) }
                continue
            }
            let (outcome, outputs) = await run(
                session, world: journey.world, workDirectory: workDirectory, recordingEvents: journey.expectsEvents,
                backend: backend)
            sessions.append(outcome)
            launchFailed = outcome.launchError != nil
            blocks += zip(session.blocks, outputs).map { BlockOutcome(block: $0, actual: $1) }
        }
        await backend?.stop()
        return JourneyResult(name: journey.name, journey: journey, blocks: blocks, sessions: sessions, problems: [])
    }

    /// The backend the journey's `# backend:` asks for, started; nil when it asks for none.
    private func startBackend(for journey: JourneyFile) async throws(BackendHeaderProblem) -> JourneyBackend? {
        guard let settings = journey.world.backend else { return nil }
        var arguments = settings.options
        if let scenario = settings.scenario, scenario != JourneyBackendDirective.noScenario {
            let file = try ScenarioFiles.requiredFile(named: scenario, forJourneyAt: journey.location)
            arguments += ["--scenario", file.path]
        }
        let process = try await JourneyBackendProcess.start(
            backend, arguments: arguments,
            environment: ProcessInfo.processInfo.environment.filter { Self.inheritedEnvironment.contains($0.key) },
            startTimeout: backendStartTimeout)
        return JourneyBackend(process: process, journeyLocation: journey.location)
    }

    /// Runs one session; returns its outcome and each block's actual output.
    /// With `recordingEvents`, the app logs analytics events to a file of the session's,
    /// read back for the journey's `% ` lines.
    private func run(
        _ session: JourneySession, world: JourneyWorld, workDirectory: URL, recordingEvents: Bool, backend: JourneyBackend?
    ) async -> (SessionOutcome, [[String]?]) {
        let eventLog = recordingEvents ? workDirectory.appendingPathComponent("analytics-\(session.number).jsonl") : nil
        let directives = session.backendDirectives
        let directiveLog = BackendDirectiveLog()
        let result: AppProcessResult
        do {
            result = try await processRunner.run(
                executable(for: world),
                arguments: arguments(dataDirectory: dataDirectory(in: workDirectory), analyticsLog: eventLog)
                    + (backend.map { ["--backend", $0.process.baseURL.absoluteString] } ?? [])
                    + world.appArguments,
                environment: environment(workDirectory: workDirectory, language: world.language),
                stages: session.stages,
                currentDirectory: workDirectory
            ) { index in
                guard let backend, directives.indices.contains(index) else { return }
                await directiveLog.record(index, await backend.perform(directives[index]))
            }
        } catch {
            let outcome = SessionOutcome(session: session, process: nil, launchError: "\(error)")
            return (outcome, session.blocks.map { _ in nil })
        }
        let transcript = TranscriptParser.parse(result.standardOutput, commands: session.commands)
        let placeholders = OutputPlaceholders(
            backendURL: backend?.process.baseURL.absoluteString, dataDirectory: dataDirectory(in: workDirectory).path)
        var echoed = transcript.blocks.makeIterator()
        var directiveIndex = 0
        var outputs: [[String]?] = []
        for block in session.blocks {
            if block.isRestart {
                outputs.append([])
            } else if block.backendDirective != nil {
                // The marker's own output is not the journey's; a directive that failed says why.
                let echo = echoed.next()
                let problem = await directiveLog.problem(at: directiveIndex)
                directiveIndex += 1
                outputs.append(echo == nil ? nil : problem.map { ["backend: \($0)"] } ?? [])
            } else {
                outputs.append(echoed.next()?.output.map(placeholders.apply))
            }
        }
        let outcome = SessionOutcome(
            session: session, process: result, leadingOutput: transcript.leadingOutput,
            loggedEvents: eventLog.map(Self.events(loggedIn:)) ?? []
        )
        return (outcome, outputs)
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

    /// The app's command line for a session; `analyticsLog` adds `--analytics-log`.
    public func arguments(dataDirectory: URL, analyticsLog: URL? = nil) -> [String] {
        ["--script", "-", "--echo", "--data-dir", dataDirectory.path, "--now", now]
            + (analyticsLog.map { ["--analytics-log", $0.path] } ?? []) + extraArguments
    }

    /// The app's environment for a journey whose temporary directory is `workDirectory`.
    /// `language` (a journey's `# lang:`) replaces `C.UTF-8` as `LANG`.
    public func environment(
        workDirectory: URL,
        language: String? = nil,
        inheritingFrom parent: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String: String] {
        var environment = parent.filter { Self.inheritedEnvironment.contains($0.key) }
        environment["LANG"] = language ?? "C.UTF-8"
        environment["NO_COLOR"] = "1"
        environment["XDG_DATA_HOME"] = xdgDataHome(in: workDirectory).path
        environment.merge(extraEnvironment) { _, extra in extra }
        environment["LC_ALL"] = nil
        return environment
    }

    private func dataDirectory(in workDirectory: URL) -> URL {
        workDirectory.appendingPathComponent("data", isDirectory: true)
    }

    private func xdgDataHome(in workDirectory: URL) -> URL {
        workDirectory.appendingPathComponent("xdg-data", isDirectory: true)
    }
}
