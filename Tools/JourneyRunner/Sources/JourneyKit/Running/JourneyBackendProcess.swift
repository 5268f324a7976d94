import Foundation
import Subprocess
import SystemPackage

/// The local backend a journey's `# backend:` asks for, run as a child process on a free
/// loopback port: started before the journey's first session, stopped (SIGTERM, then SIGKILL
/// after a grace period) when the journey ends or at a `> backend stop` line.
///
/// The backend prints `backend listening on http://127.0.0.1:PORT` as its first line; that
/// address is ``baseURL``. Its later output is read and dropped so it never blocks on a pipe.
public final class JourneyBackendProcess: Sendable {
    /// The first line's prefix, before the address.
    static let listeningPrefix = "backend listening on "

    public let baseURL: URL
    private let run: Task<Void, Never>

    private init(baseURL: URL, run: Task<Void, Never>) {
        self.baseURL = baseURL
        self.run = run
    }

    /// Starts `executable --port 0 ARGUMENTS` and waits (up to `startTimeout`) for its address;
    /// throws a message with what it wrote on stderr when it ends or stays silent first.
    public static func start(
        _ executable: URL, arguments: [String], environment: [String: String], startTimeout: Duration
    ) async throws(BackendHeaderProblem) -> JourneyBackendProcess {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw BackendHeaderProblem(message: "no backend at \(executable.path): build it (swift build --product backend)")
        }
        let address = BackendAddressBox()
        let run = Task {
            var options = PlatformOptions()
            options.processGroupID = 0
            options.teardownSequence = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: .seconds(5))]
            do {
                _ = try await Subprocess.run(
                    .path(FilePath(executable.path)),
                    arguments: Arguments(["--port", "0"] + arguments),
                    environment: .custom(AppProcessRunner.keyed(environment)),
                    platformOptions: options,
                    input: .none,
                    output: .sequence,
                    error: .sequence
                ) { execution in
                    await serve(execution, address: address, startTimeout: startTimeout)
                }
            } catch {
                await address.fail("cannot start \(executable.path): \(error)")
            }
        }
        switch await address.value() {
        case .success(let url):
            return JourneyBackendProcess(baseURL: url, run: run)
        case .failure(let problem):
            run.cancel()
            await run.value
            throw problem
        }
    }

    /// Stops the backend and waits until it has ended. Stopping twice is stopping once.
    public func stop() async {
        run.cancel()
        await run.value
    }

    /// Reads the address from stdout, then drains both streams until the backend ends; the
    /// task's cancellation stops it (the teardown sequence).
    private static func serve(
        _ execution: Execution<NoInput, SequenceOutput, SequenceOutput>, address: BackendAddressBox, startTimeout: Duration
    ) async {
        let timer = Task {
            guard (try? await Task.sleep(for: startTimeout)) != nil else { return }
            if await address.fail("the backend did not say where it listens within \(startTimeout)") {
                await execution.teardown(using: [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: .seconds(2))])
            }
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                var firstLine: [UInt8] = []
                var reading = true
                do {
                    for try await buffer in execution.standardOutput where reading {
                        buffer.withUnsafeBytes { firstLine += $0 }
                        if let newline = firstLine.firstIndex(of: UInt8(ascii: "\n")) {
                            await address.report(line: String(decoding: firstLine[..<newline], as: UTF8.self))
                            reading = false
                        }
                    }
                } catch {}
            }
            group.addTask {
                var errors: [UInt8] = []
                do {
                    for try await buffer in execution.standardError {
                        if errors.count < 4096 { buffer.withUnsafeBytes { errors += $0.prefix(4096 - errors.count) } }
                        await address.keepError(String(decoding: errors, as: UTF8.self))
                    }
                } catch {}
            }
            await group.waitForAll()
        }
        timer.cancel()
        // Both streams ended: the backend is gone, with what it said on stderr kept.
        await address.fail("the backend ended before it said where it listens")
    }
}

/// The backend's address once its first line says it, or why it never will; said once.
private actor BackendAddressBox {
    private var outcome: Result<URL, BackendHeaderProblem>?
    private var waiters: [CheckedContinuation<Result<URL, BackendHeaderProblem>, Never>] = []
    private var standardError = ""

    func report(line: String) {
        guard line.hasPrefix(JourneyBackendProcess.listeningPrefix),
            let url = URL(string: String(line.dropFirst(JourneyBackendProcess.listeningPrefix.count))), url.host != nil
        else {
            fail("the backend's first line is not its address: \(line)")
            return
        }
        settle(.success(url))
    }

    func keepError(_ text: String) { standardError = text }

    /// Settles with `message` (and the backend's stderr) unless already settled; true when it did.
    @discardableResult
    func fail(_ message: String) -> Bool {
        guard outcome == nil else { return false }
        let detail = standardError.trimmingCharacters(in: .whitespacesAndNewlines)
        settle(.failure(BackendHeaderProblem(message: detail.isEmpty ? message : "\(message): \(detail)")))
        return true
    }

    func value() async -> Result<URL, BackendHeaderProblem> {
        if let outcome { return outcome }
        return await withCheckedContinuation { waiters.append($0) }
    }

    private func settle(_ result: Result<URL, BackendHeaderProblem>) {
        guard outcome == nil else { return }
        outcome = result
        waiters.forEach { $0.resume(returning: result) }
        waiters = []
    }
}
