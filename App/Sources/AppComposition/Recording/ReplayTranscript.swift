/// Splits what the replay process prints (`--script - --echo`) into the output of each command
/// sent, at the echoes of the commands it was sent, in order — so an output line that happens to
/// start with `> ` stays output. A line's output is complete at the next echo; a marker (`where`,
/// sent when the session is surely back at its prompt, so the last line's output is known complete
/// without waiting for the next line) is split off and dropped.
struct ReplayTranscript {
    /// One line sent to the replay, awaiting its echo.
    enum Sent: Equatable {
        /// A command of the journey: its output is kept under `id`.
        case command(id: Int, text: String)
        /// A marker: its output is dropped.
        case marker(text: String)

        var echo: String {
            switch self {
            case .command(_, let text), .marker(let text): "> " + text
            }
        }
    }

    /// A command's output, complete: the next echo came, or the process ended.
    struct Output: Equatable {
        let id: Int
        let lines: [String]
    }

    private var awaiting: [Sent] = []
    private var current: Sent?
    private var lines: [String] = []
    /// Lines printed before the first echo: a replay prints none (the runner fails one that does).
    private(set) var leadingLines: [String] = []

    /// Notes that `sent` was written to the replay's input, after everything sent before.
    mutating func sent(_ sent: Sent) {
        awaiting.append(sent)
    }

    /// Takes one line the replay printed; the output of a command it completes.
    mutating func printed(_ line: String) -> Output? {
        if let next = awaiting.first, line == next.echo {
            let completed = complete()
            current = awaiting.removeFirst()
            return completed
        }
        switch current {
        case .command: lines.append(line)
        case .marker: break
        case nil: leadingLines.append(line)
        }
        return nil
    }

    /// The process ended: the output of the command it was running, if any.
    mutating func ended() -> Output? {
        let completed = complete()
        current = nil
        return completed
    }

    /// The journey commands sent that the replay never echoed (it ended first), by id.
    var neverEchoed: [Int] {
        awaiting.compactMap { sent in
            if case .command(let id, _) = sent { return id }
            return nil
        }
    }

    private mutating func complete() -> Output? {
        defer { lines = [] }
        guard case .command(let id, _) = current else { return nil }
        return Output(id: id, lines: lines)
    }
}
