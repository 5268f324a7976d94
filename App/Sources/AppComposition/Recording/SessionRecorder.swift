import Dispatch
import Foundation
import ReplHost
import ReplKit
import SystemKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a session to a journey file while it runs (`app --record FILE`).
///
/// What the journey holds under each command is not what the terminal showed — a terminal
/// session draws for its width, in colour, with progress lines, QR codes and work left to run
/// in the background, on the machine's clock — but what a replay prints: beside the session
/// runs a replay, the same app started exactly as the journey runner will start it (a script
/// on standard input with `--echo`, an empty data folder, `NO_COLOR`, the runner's environment,
/// the journey's `# app:` words and `# lang:`), and each line the person enters is sent to
/// it too — a command, or the answer to a question the command asked (`sign in` asks for an
/// email, then a password), read by the replay as the session read it; once the replay has
/// echoed the next line, the line's output is complete and is written to the file. A replay of
/// the file therefore prints what it holds.
///
/// Nothing else is sent after a line: a command that asks a question would read it as its
/// answer, and the observer is not told whether the session is back at its prompt or waits for
/// an answer. Only after Ctrl-C — which drops a line half typed at the prompt, or cancels the
/// question being answered — is the session surely back at its prompt: then `where` is sent as
/// a marker, whose echo completes the last line's output without waiting for the next line. What the terminal showed for each command is kept too (as a script
/// shows it), to tell the person which commands printed something else there.
@MainActor
final class SessionRecorder: ReplTranscriptObserver {
    /// Sent after Ctrl-C: a host command that works on every screen and changes nothing.
    static let marker = "where"
    /// Written after a secret answer, which the session tells as the mask, never as typed.
    static let secretNote =
        "A secret answer: the journey holds ******** as the app echoes it, and the replay was sent that. "
        + "To type the real one, write > {NAME} with a # secret: NAME=VALUE header (the journey runner's README, \"Secrets\")."

    /// How long the end of the session waits for the replay to finish its last command.
    static let patience: DispatchTimeInterval = .seconds(60)

    /// How the recording went.
    struct Outcome {
        var summary: RecordingJournal.Summary
        /// The replay's exit status (128 + a signal).
        var replayStatus: Int32
        /// The last lines of the replay's standard error.
        var replayErrors: [String]
        /// The commands whose output at the terminal differs from the replay's.
        var differing: [String]
    }

    /// The command the session is running: its output at the terminal is kept under its id.
    private struct Running {
        let id: Int
        /// The line as the session echoes it under `--echo`: not part of its output.
        let echo: String
    }

    private let journal: RecordingJournal
    private let replay: ReplayProcess
    private let folder: ReplayWorkFolder
    private let readerFinished = DispatchSemaphore(value: 0)
    private var ended = false
    private var running: Running?
    private var terminalOutputs: [Int: [String]] = [:]
    /// Whether a line was sent since the last marker: its output is not known complete yet.
    private var awaitingOutput = false

    /// Starts the replay, in `scratch`, and the file at `path` with `header`. Throws when either
    /// cannot start.
    static func start(path: String, header: RecordedHeader, scratch: RecordingScratchFolder) throws -> SessionRecorder {
        let file = try JourneyRecordingFile(path: path)
        guard let executable = ReplayProcess.currentExecutable() else {
            throw CocoaError(.executableNotLoadable)
        }
        let folder = try ReplayWorkFolder.create(at: scratch.replayFolder)
        let replay = try ReplayProcess.start(
            executable: executable, arguments: folder.arguments(header: header),
            environment: folder.environment(header: header, inheritingFrom: ProcessInfo.processInfo.environment),
            directory: folder.url.path, errorLog: folder.errorLog.path)
        let journal = RecordingJournal(file: file, header: header.lines, dataFolder: folder.dataFolder.path)
        return SessionRecorder(journal: journal, replay: replay, folder: folder)
    }

    init(journal: RecordingJournal, replay: ReplayProcess, folder: ReplayWorkFolder) {
        self.journal = journal
        self.replay = replay
        self.folder = folder
        Thread.detachNewThread { [journal, output = replay.output, readerFinished] in
            Self.readLines(from: output, into: journal)
            readerFinished.signal()
        }
    }

    func sessionRead(_ input: InputLine) {
        running = nil
        guard !ended else { return }
        switch RecordedInput(input) {
        case .command(let command):
            let id = journal.sendingCommand(command)
            if case .text(let typed) = input {
                running = Running(id: id, echo: "> " + typed.trimmingCharacters(in: .whitespaces))
            }
            replay.send(command + "\n")
            awaitingOutput = true
            if command == ReplQuestion.secretMask { journal.note(Self.secretNote) }
        case .quit, .end:
            ended = true
        case .nothing:
            if input == .interrupted { sendMarker() }
        case .leftOut(let reason):
            journal.note("Not recorded: \(reason).")
        }
    }

    /// Sends the marker, when a line's output is still awaited: the session is at its prompt.
    private func sendMarker() {
        guard awaitingOutput else { return }
        awaitingOutput = false
        journal.sendingMarker(Self.marker)
        replay.send(Self.marker + "\n")
    }

    func sessionWrote(_ line: String) {
        guard let running else { return }
        if terminalOutputs[running.id] == nil, line == running.echo {
            terminalOutputs[running.id] = []
            return
        }
        terminalOutputs[running.id, default: []].append(line)
    }

    /// Ends the recording, however the session ended: `quit` is sent and written as the last
    /// command, the replay's input closed, and the file completed once the replay has finished
    /// (or, after ``patience``, been stopped).
    func finish() -> Outcome {
        ended = true
        journal.sendingCommand("quit")
        replay.send("quit\n")
        replay.closeInput()
        if readerFinished.wait(timeout: .now() + .seconds(1)) == .timedOut {
            DescriptorWriter.standardError.write("app: finishing the journey: the replay is still running a command…\n")
            if readerFinished.wait(timeout: .now() + Self.patience) == .timedOut {
                replay.kill()
                readerFinished.wait()
            }
        }
        let status = replay.waitForExit()
        let differing = TerminalOutputComparison.differing(terminal: terminalOutputs, replayed: journal.replayed())
        return Outcome(
            summary: journal.close(), replayStatus: status, replayErrors: folder.errorTail(5), differing: differing)
    }

    /// Reads the replay's output line by line until it ends, handing each line to `journal`.
    private nonisolated static func readLines(from descriptor: Int32, into journal: RecordingJournal) {
        var pending: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            pending += block[0..<count]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                journal.printed(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        if !pending.isEmpty { journal.printed(String(decoding: pending, as: UTF8.self)) }
        _ = close(descriptor)
        journal.replayEnded()
    }
}
