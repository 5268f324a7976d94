import Foundation
import Testing

@Suite("The backend command's account and clock options")
struct BackendAccountOptionsTests {
    @Test(
        "Given an option the accounts cannot work with When the backend starts Then it stops at once, saying which",
        arguments: [
            (["--access-token-lifetime", "0"], "--access-token-lifetime"),
            (["--refresh-token-lifetime", "-5"], "--refresh-token-lifetime"), (["--bcrypt-cost", "3"], "--bcrypt-cost"),
            (["--now", "tomorrow"], "--now"), (["--auth-key-file", "/nonexistent/key"], "cannot read"),
        ])
    func refusedOptions(_ arguments: [String], _ named: String) async throws {
        let (status, standardError) = try await Self.run(arguments)

        #expect(status != 0)
        #expect(standardError.contains(named), "\(standardError)")
    }

    @Test("Given a key file of fewer than 32 bytes When the backend starts Then it stops at once, saying so")
    func shortKeyFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("short-key-\(UUID().uuidString)")
        try Data(repeating: 7, count: 31).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let (status, standardError) = try await Self.run(["--auth-key-file", file.path])

        #expect(status != 0)
        #expect(standardError.contains("at least 32"), "\(standardError)")
    }

    /// Runs the backend with `arguments` on a free port until it ends by itself; its status and standard error.
    private static func run(_ arguments: [String]) async throws -> (Int32, String) {
        let binary = BackendCommandTests.builtExecutable(named: "backend")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no backend at \(binary.path)")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--port", "0"] + arguments
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        let (exits, exited) = AsyncStream.makeStream(of: Int32.self)
        process.terminationHandler = { ended in
            exited.yield(ended.terminationStatus)
            exited.finish()
        }
        try process.run()
        // A backend that took the options after all would serve until stopped: stopped after a minute.
        let pid = process.processIdentifier
        let watchdog = Task {
            try await Task.sleep(for: .seconds(60))
            kill(pid, SIGTERM)
        }
        // Read on a Dispatch thread, never on one of the few threads tasks run on: a read that
        // blocks there would hold up every other test, and the watchdog above with them.
        let text = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
            }
        }
        let status = await exits.first { _ in true } ?? -1
        watchdog.cancel()
        return (status, text)
    }
}
