/// The app's echoed output (`--echo`), split by command.
public struct Transcript: Sendable, Equatable {
    /// Lines printed before the first command echo.
    public var leadingOutput: [String]
    public var blocks: [TranscriptBlock]

    public init(leadingOutput: [String] = [], blocks: [TranscriptBlock]) {
        self.leadingOutput = leadingOutput
        self.blocks = blocks
    }
}

/// One echoed command and the lines printed after it, up to the next echo.
public struct TranscriptBlock: Sendable, Equatable {
    public var command: String
    public var output: [String]

    public init(command: String, output: [String]) {
        self.command = command
        self.output = output
    }
}

/// Splits the app's stdout into command blocks at its `> command` echo lines.
public enum TranscriptParser {
    /// Splits at every line that starts with `> `.
    public static func parse(_ output: String) -> Transcript {
        split(SourceLines.split(output)) { line, _ in JourneyLine.command(in: line) }
    }

    /// Splits only at the echoes of `commands`, in order, so an output line
    /// that happens to start with `> ` stays output. Commands never echoed
    /// get no block: the transcript then has fewer blocks than commands.
    public static func parse(_ output: String, commands: [String]) -> Transcript {
        parse(output, sent: commands.map { SentLine($0) })
    }

    /// Splits only at the echoes of the lines `sent`, in order: a command's echo is the command,
    /// a secret's the mask (``SentLine/isEchoed(as:)``).
    public static func parse(_ output: String, sent: [SentLine]) -> Transcript {
        split(SourceLines.split(output)) { line, echoed in
            guard echoed < sent.count, let command = JourneyLine.command(in: line) else { return nil }
            return sent[echoed].isEchoed(as: command) ? command : nil
        }
    }

    private static func split(_ lines: [String], echo: (String, Int) -> String?) -> Transcript {
        var transcript = Transcript(blocks: [])
        for line in lines {
            if let command = echo(line, transcript.blocks.count) {
                transcript.blocks.append(TranscriptBlock(command: command, output: []))
            } else if transcript.blocks.isEmpty {
                transcript.leadingOutput.append(line)
            } else {
                transcript.blocks[transcript.blocks.count - 1].output.append(line)
            }
        }
        return transcript
    }
}
