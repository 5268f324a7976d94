import Foundation
import Testing

@Suite("The backend command")
struct BackendCommandTests {
    @Test("Given --port 0 When the backend starts, then gets SIGTERM Then its first line names the port and it exits 0")
    func startAndStop() async throws {
        let binary = Self.builtExecutable(named: "backend")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no backend at \(binary.path)")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let (exits, exited) = AsyncStream.makeStream(of: Int32.self)
        process.terminationHandler = { ended in
            exited.yield(ended.terminationStatus)
            exited.finish()
        }
        try process.run()
        let line = await Self.firstLine(of: output.fileHandleForReading)
        #expect(line.wholeMatch(of: #/backend listening on http://127\.0\.0\.1:[0-9]+/#) != nil, "\(line)")
        process.terminate()
        let status = await exits.first { _ in true }
        #expect(status == 0)
    }

    /// The first line `handle` gives (without its newline), read on a Dispatch thread — never on one
    /// of the few threads tasks run on, which a blocking read would hold from every other test.
    private static func firstLine(of handle: FileHandle) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var bytes: [UInt8] = []
                while true {
                    let chunk = handle.availableData
                    guard !chunk.isEmpty else { break }
                    bytes += chunk
                    if let end = bytes.firstIndex(of: UInt8(ascii: "\n")) {
                        continuation.resume(returning: String(decoding: bytes[..<end], as: UTF8.self))
                        return
                    }
                }
                continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    /// `name` beside the running test executable, where the build puts the package's products.
    static func builtExecutable(named name: String) -> URL {
        let running =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map(URL.init(fileURLWithPath:))
            ?? Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
        var folder = running.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 where !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(name).path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent(name)
    }
}
