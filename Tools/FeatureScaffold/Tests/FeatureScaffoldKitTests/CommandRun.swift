import Foundation

/// Runs a program to its end (or to a generous time limit), its output kept in a file
/// so a chatty build never blocks on a full pipe.
struct CommandRun {
    let status: Int32
    let output: String
    let timedOut: Bool

    static func run(
        _ arguments: [String], in folder: URL, input: String? = nil, timeLimit: Duration = .seconds(45 * 60)
    ) throws -> CommandRun {
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("command-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        defer { try? outputHandle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = outputHandle
        process.standardError = outputHandle
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inputPipe.fileHandleForWriting.close()

        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeLimit)
        while process.isRunning && clock.now < deadline {
            Thread.sleep(forTimeInterval: 0.2)
        }
        let timedOut = process.isRunning
        if timedOut {
            process.terminate()
        }
        process.waitUntilExit()
        let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        return CommandRun(status: process.terminationStatus, output: output, timedOut: timedOut)
    }

    /// The last lines of the output, for a failure message.
    var tail: String {
        output.split(separator: "\n", omittingEmptySubsequences: false).suffix(40).joined(separator: "\n")
    }
}
