/// The commands one app process runs. A journey is split into sessions
/// after each `quit`, `exit` or `restart`; every session runs in a new app process on
/// the same data directory, which is how a journey tests a restart.
public struct JourneySession: Sendable, Equatable {
    /// 1-based position in the journey.
    public let number: Int
    /// Which of the journey's blocks this session runs.
    public let blockRange: Range<Int>
    public let blocks: [JourneyBlock]
    /// Which data folder it runs on: 0 the journey's first, one more after each `restart fresh`.
    public let dataFolder: Int

    public init(number: Int, blockRange: Range<Int>, blocks: [JourneyBlock], dataFolder: Int = 0) {
        self.number = number
        self.blockRange = blockRange
        self.blocks = blocks
        self.dataFolder = dataFolder
    }

    /// The commands sent to the app: all but a closing `restart`, with the
    /// ``JourneyBackendDirective/marker`` in each `> backend …` line's place.
    public var commands: [String] { stages.flatMap { $0 } }

    /// The commands in the groups the runner sends them in: a new group after each
    /// `> backend …` line (whose marker ends the group before), one group when there is none;
    /// always one group more than there are `> backend …` lines (the last may be empty).
    public var stages: [[String]] {
        var stages: [[String]] = [[]]
        for block in blocks where !block.isRestart {
            if block.isRunnerDirective {
                stages[stages.count - 1].append(JourneyBackendDirective.marker)
                stages.append([])
            } else {
                stages[stages.count - 1].append(block.command)
            }
        }
        return stages
    }

    /// The session's `> backend …` lines, in order: the one at index `i` acts after stage `i`.
    public var backendDirectives: [JourneyBackendDirective] { blocks.compactMap(\.backendDirective) }

    /// The events the session must log, in the order its `% ` lines stand.
    public var expectedEvents: [ExpectedEvent] { blocks.flatMap(\.expectedEvents) }

    /// Line number of the session's first command.
    public var firstLineNumber: Int { blocks.first?.lineNumber ?? 0 }

    /// What the app reads on stdin: the commands, one a line.
    public var standardInput: String {
        commands.isEmpty ? "" : commands.joined(separator: "\n") + "\n"
    }
}

extension JourneyFile {
    /// The journey's sessions: each ends after a `quit`, `exit` or `restart` command,
    /// the last one also at the end of the file. A session after `restart fresh` runs on a data
    /// folder of its own.
    public var sessions: [JourneySession] {
        var sessions: [JourneySession] = []
        var start = 0
        var folder = 0
        for (index, block) in blocks.enumerated() where block.endsSession || index == blocks.count - 1 {
            let range = start..<(index + 1)
            sessions.append(
                JourneySession(
                    number: sessions.count + 1, blockRange: range, blocks: Array(blocks[range]), dataFolder: folder))
            if block.startsFreshData { folder += 1 }
            start = index + 1
        }
        return sessions
    }

    /// How many data folders its sessions run on: one, and one more per `restart fresh`.
    public var dataFolderCount: Int {
        (sessions.last?.dataFolder ?? 0) + 1
    }
}
