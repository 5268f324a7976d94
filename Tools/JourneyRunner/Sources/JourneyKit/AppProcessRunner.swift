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

        let stopSteps: [TeardownStep] = [
            .gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: killGracePeriod)
        ]
        var options = PlatformOptions()
        options.processGroupID = 0
        options.teardownSequence = stopSteps

        let collector = OutputCollector(timeout: timeout, stopSteps: stopSteps)
        do {
            let result = try await Subprocess.run(
                .path(FilePath(executable.path)),
                arguments: Arguments(arguments),
                environment: .custom(Self.keyed(environment)),
                workingDirectory: currentDirectory.map { FilePath($0.path) },
                platformOptions: options,
                input: .fileDescriptor(inputFile.descriptor, closeAfterSpawningProcess: false),
                output: .sequence,
                error: .sequence,
                body: collector.collect
            )
            let collected = result.closureResult
            return AppProcessResult(
                standardOutput: String(decoding: collected.standardOutput, as: UTF8.self),
                standardError: String(decoding: collected.standardError, as: UTF8.self),
                termination: Self.termination(result.terminationStatus),
                timedOut: collected.reachedTimeout,
                timeout: timeout
            )
        } catch let error as SubprocessError {
            throw AppProcessError.launchFailed(path: executable.path, reason: "\(error)")
        }
    }

    private static func keyed(_ environment: [String: String]) -> [Environment.Key: String] {
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
