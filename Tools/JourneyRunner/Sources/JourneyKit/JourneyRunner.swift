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

    public init(
        app: URL,
        timeout: Duration = .seconds(60),
        now: String = JourneyRunner.defaultNow,
        extraArguments: [String] = [],
        extraEnvironment: [String: String] = [:]
    ) {
        self.app = app
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

        var blocks: [BlockOutcome] = []
        var sessions: [SessionOutcome] = []
        var launchFailed = false
        for session in journey.sessions {
            guard !launchFailed else {
                blocks += session.blocks.map { BlockOutcome(block: $0, actual: nil) }
                continue
            }
            let (outcome, outputs) = await run(
                session, world: journey.world, workDirectory: workDirectory, recordingEvents: journey.expectsEvents)
            sessions.append(outcome)
            launchFailed = outcome.launchError != nil
            blocks += zip(session.blocks, outputs).map { BlockOutcome(block: $0, actual: $1) }
        }
        return JourneyResult(name: journey.name, journey: journey, blocks: blocks, sessions: sessions, problems: [])
    }

    /// Runs one session; returns its outcome and each block's actual output.
    /// With `recordingEvents`, the app logs analytics events to a file of the session's,
    /// read back for the journey's `% ` lines.
    private func run(
        _ session: JourneySession, world: JourneyWorld, workDirectory: URL, recordingEvents: Bool
    ) async -> (SessionOutcome, [[String]?]) {
        let eventLog = recordingEvents ? workDirectory.appendingPathComponent("analytics-\(session.number).jsonl") : nil
        let result: AppProcessResult
        do {
            result = try await processRunner.run(
                executable(for: world),
                arguments: arguments(dataDirectory: dataDirectory(in: workDirectory), analyticsLog: eventLog)
                    + world.appArguments,
                environment: environment(workDirectory: workDirectory, language: world.language),
                standardInput: session.standardInput,
                currentDirectory: workDirectory
            )
        } catch {
            let outcome = SessionOutcome(session: session, process: nil, launchError: "\(error)")
            return (outcome, session.blocks.map { _ in nil })
        }
        let transcript = TranscriptParser.parse(result.standardOutput, commands: session.commands)
        var echoed = transcript.blocks.makeIterator()
        let outputs: [[String]?] = session.blocks.map { block in
            block.isRestart ? [] : echoed.next()?.output
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
