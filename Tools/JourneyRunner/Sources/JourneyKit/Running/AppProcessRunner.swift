import Foundation
import Subprocess
import SystemPackage

/// Runs a program to its end with swift-subprocess: stdin from a string,
/// stdout and stderr captured in full, stopped after a time limit.
///
/// The program runs in a process group of its own, so stopping it at the
/// time limit (SIGTERM, then SIGKILL after the grace period) also stops
/// whatever it started. The child starts with no signals blocked or ignored.
public struct AppProcessRunner: Sendable {
    /// How long a run may take before the process is stopped.
    public let timeout: Duration
    /// How long a stopped process gets after SIGTERM before SIGKILL.
    public let killGracePeriod: Duration

    public init(timeout: Duration = .seconds(60), killGracePeriod: Duration = .seconds(2)) {
        self.timeout = timeout
        self.killGracePeriod = killGracePeriod
    }

    /// Runs `executable` with exactly `environment` (nothing is inherited),
    /// feeding it `standardInput`, and waits until it ends.
    ///
    /// When the waiting task is cancelled, the process is stopped the same
    /// way as at the time limit.
    public func run(
        _ executable: URL,
        arguments: [String] = [],
        environment: [String: String] = [:],
        standardInput: String = "",
        currentDirectory: URL? = nil
    ) async throws -> AppProcessResult {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw AppProcessError.executableNotFound(path: executable.path)
        }
        // Stdin comes from a file, not a pipe: no writer to block, no SIGPIPE
        // when the program ends without reading everything.
        let inputFile = try StandardInputFile(contents: standardInput)
        defer { inputFile.remove() }

        let collector = OutputCollector(timeout: timeout, stopSteps: stopSteps)
        return try await launch(
            executable, arguments: arguments, environment: environment, currentDirectory: currentDirectory,
            input: .fileDescriptor(inputFile.descriptor, closeAfterSpawningProcess: false), body: collector.collect)
    }

    /// Runs `executable` like ``run(_:arguments:environment:standardInput:currentDirectory:)``,
    /// writing its stdin in `stages`: after each stage but the last, once the app has echoed
    /// the stage's last command, `betweenStages` runs with the stage's index (a journey's
    /// `> backend …` lines act there). One stage is a plain run.
    public func run(
        _ executable: URL,
        arguments: [String] = [],
        environment: [String: String] = [:],
        stages: [[String]],
        currentDirectory: URL? = nil,
        betweenStages: @escaping @Sendable (Int) async -> Void
    ) async throws -> AppProcessResult {
        guard stages.count > 1 else {
            let commands = stages.first ?? []
            return try await run(
                executable, arguments: arguments, environment: environment,
                standardInput: commands.isEmpty ? "" : commands.joined(separator: "\n") + "\n",
                currentDirectory: currentDirectory)
        }
        return try await run(
            executable, arguments: arguments, environment: environment,
            conductor: StagedConductor(stages: stages, betweenStages: betweenStages), currentDirectory: currentDirectory)
    }

    /// Runs `executable` like ``run(_:arguments:environment:standardInput:currentDirectory:)``,
    /// its stdin written as `conductor` decides while the app runs (a journey's session: commands
    /// whose `{NAME}` comes from output printed before, runner lines acted on in between).
    public func run(
        _ executable: URL,
        arguments: [String] = [],
        environment: [String: String] = [:],
        conductor: any InputConductor,
        currentDirectory: URL? = nil
    ) async throws -> AppProcessResult {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw AppProcessError.executableNotFound(path: executable.path)
        }
        // A write to an app that has already ended must fail, not end this process.
        signal(SIGPIPE, SIG_IGN)
        let collector = OutputCollector(timeout: timeout, stopSteps: stopSteps)
        let feeder = ConductedInputFeeder(conductor: conductor)
        return try await launch(
            executable, arguments: arguments, environment: environment, currentDirectory: currentDirectory,
            input: .inputWriter, body: { await collector.collect($0, feeder: feeder) })
    }

    /// Runs the process with `input`, its output read by `body`, in a process group of its own.
    private func launch<Input: InputProtocol>(
        _ executable: URL, arguments: [String], environment: [String: String], currentDirectory: URL?, input: Input,
        body: (Execution<Input, SequenceOutput, SequenceOutput>) async -> CollectedOutput
    ) async throws -> AppProcessResult {
        do {
            let result = try await Subprocess.run(
                .path(FilePath(executable.path)),
                arguments: Arguments(arguments),
                environment: .custom(Self.keyed(environment)),
                workingDirectory: currentDirectory.map { FilePath($0.path) },
                platformOptions: platformOptions(),
                input: input,
                output: .sequence,
                error: .sequence,
                body: body
            )
            return processResult(result.closureResult, result.terminationStatus)
        } catch let error as SubprocessError {
            throw AppProcessError.launchFailed(path: executable.path, reason: "\(error)")
        }
    }

    /// The app in a process group of its own, stopped like at the time limit when the
    /// waiting task is cancelled.
    private func platformOptions() -> PlatformOptions {
        var options = PlatformOptions()
        options.processGroupID = 0
        options.teardownSequence = stopSteps
        return options
    }

    private var stopSteps: [TeardownStep] {
        [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: killGracePeriod)]
    }

    private func processResult(_ collected: CollectedOutput, _ status: TerminationStatus) -> AppProcessResult {
        AppProcessResult(
            standardOutput: String(decoding: collected.standardOutput, as: UTF8.self),
            standardError: String(decoding: collected.standardError, as: UTF8.self),
            termination: Self.termination(status),
            timedOut: collected.reachedTimeout,
            timeout: timeout
        )
    }

    /// `environment` as swift-subprocess names its variables; names it cannot hold are left out.
    static func keyed(_ environment: [String: String]) -> [Environment.Key: String] {
        var keyed: [Environment.Key: String] = [:]
        for (name, value) in environment {
            if let key = Environment.Key(rawValue: name) {
                keyed[key] = value
            }
        }
        return keyed
    }

    private static func termination(_ status: TerminationStatus) -> AppProcessResult.Termination {
        switch status {
        case .exited(let code): .exited(status: code)
        case .signaled(let signal): .signalled(signal: signal)
        }
    }
}

/// The temporary file a run's standard input is read from.
private struct StandardInputFile {
    let url: URL
    let descriptor: FileDescriptor

    init(contents: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("journey-stdin-\(UUID().uuidString)")
        try Data(contents.utf8).write(to: url)
        do {
            descriptor = try FileDescriptor.open(FilePath(url.path), .readOnly, options: [.closeOnExec])
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }

    func remove() {
        try? descriptor.close()
        try? FileManager.default.removeItem(at: url)
    }
}
