import Foundation

/// Runs a command to completion with Foundation's `Process`, with a time limit.
///
/// Output goes to temporary files rather than pipes, so a large output can never
/// fill a pipe buffer and stall the child while we wait for it.
struct CommandRunner: Sendable {
    struct Output: Sendable {
        let status: Int32
        let standardOutput: Data
        let standardError: String
    }

    let timeoutSeconds: Int

    init(timeoutSeconds: Int = 60) {
        self.timeoutSeconds = timeoutSeconds
    }

    /// The first executable named `name` in the folders of `$PATH`.
    static func executableOnPath(
        named name: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> URL {
        let searchPath = environment["PATH"] ?? ""
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw ArchitectureTestError.swiftExecutableNotFound(searchPath: searchPath)
    }

    func run(_ executable: URL, _ arguments: [String]) throws -> Output {
        let commandLine = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("architecture-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let outputFile = scratch.appendingPathComponent("stdout")
        let errorFile = scratch.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil),
            FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: scratch.path])
        }
        let outputHandle = try FileHandle(forWritingTo: outputFile)
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = errorHandle

        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + .seconds(timeoutSeconds)) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + .seconds(5))
            throw ArchitectureTestError.commandTimedOut(command: commandLine, seconds: timeoutSeconds)
        }

        return Output(
            status: process.terminationStatus,
            standardOutput: try Data(contentsOf: outputFile),
            standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        )
    }
}
