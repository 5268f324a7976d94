import SystemKit

/// The journey being written, in order: each command with the output its replay printed, written
/// to the file as soon as that output is complete, and comments for lines left out, each after
/// the commands typed before it. Safe from any thread: the session sends from the main actor,
/// the replay's output is read on a thread of its own.
final class RecordingJournal: Sendable {
    /// How the recording went, for the person once it is done.
    struct Summary: Equatable {
        var commandsWritten = 0
        /// Commands written that the replay never echoed: it ended before them.
        var neverEchoed: [String] = []
        /// What the replay printed before its first command (a replay fails on any).
        var leadingLines: [String] = []
        var fileFailure: OutputFailure?
    }

    private enum Entry {
        case command(id: Int, text: String)
        case note(String)
    }

    private struct State {
        var file: JourneyRecordingFile
        var transcript = ReplayTranscript()
        var pending: [Entry] = []
        var outputs: [Int: [String]] = [:]
        /// Every command's output as the replay printed it, kept to compare with the terminal's.
        var printed: [Int: (command: String, lines: [String])] = [:]
        var nextID = 0
        var summary = Summary()
        var replayEnded = false
    }

    private let state: LockedState<State>
    /// The replay's data folder, written `{data}` in output as the runner writes its own.
    private let dataFolder: String

    /// A journal writing to `file`, which starts with `header`.
    init(file: JourneyRecordingFile, header: [String], dataFolder: String) {
        file.append(header)
        state = LockedState(State(file: file))
        self.dataFolder = dataFolder
    }

    /// Notes that `command` is about to be sent to the replay, before anything sent after it;
    /// the id its output is kept under.
    @discardableResult
    func sendingCommand(_ command: String) -> Int {
        state.withLock { state in
            let id = state.nextID
            state.pending.append(.command(id: id, text: command))
            state.transcript.sent(.command(id: id, text: command))
            state.nextID += 1
            return id
        }
    }

    /// Notes that a marker is about to be sent, whose output is dropped.
    func sendingMarker(_ marker: String) {
        state.withLock { $0.transcript.sent(.marker(text: marker)) }
    }

    /// A comment, written after the commands noted before it.
    func note(_ text: String) {
        state.withLock { state in
            state.pending.append(.note(text))
            flush(&state)
        }
    }

    /// One line the replay printed.
    func printed(_ line: String) {
        state.withLock { state in
            guard let output = state.transcript.printed(line) else { return }
            state.outputs[output.id] = output.lines
            flush(&state)
        }
    }

    /// The replay ended: what it was running is complete, and what it never echoed is written
    /// bare (a replay of the journey will fail there, as this one did).
    func replayEnded() {
        state.withLock { state in
            if let output = state.transcript.ended() { state.outputs[output.id] = output.lines }
            state.replayEnded = true
            flush(&state)
        }
    }

    /// What the replay printed for each command it ran, by id.
    func replayed() -> [Int: (command: String, lines: [String])] {
        state.withLock { $0.printed }
    }

    /// Stops writing; how it went.
    func close() -> Summary {
        state.withLock { state in
            state.file.close()
            var summary = state.summary
            summary.leadingLines = state.transcript.leadingLines
            summary.fileFailure = state.file.failure
            return summary
        }
    }

    /// Writes the entries at the front whose output is known (all of them once the replay ended).
    private func flush(_ state: inout State) {
        var lines: [String] = []
        flushing: while let entry = state.pending.first {
            switch entry {
            case .note(let text):
                lines.append("# " + text)
            case .command(let id, let text):
                if let output = state.outputs.removeValue(forKey: id) {
                    state.printed[id] = (text, output)
                    lines.append(JourneyText.command(text))
                    lines += output.map { JourneyText.output($0, dataFolder: dataFolder) }
                } else if state.replayEnded {
                    lines.append(JourneyText.command(text))
                    state.summary.neverEchoed.append(text)
                } else {
                    break flushing
                }
                state.summary.commandsWritten += 1
            }
            state.pending.removeFirst()
        }
        state.file.append(lines)
    }
}
