import SystemKit

/// Reads lines typed at a terminal that cannot redraw (`TERM=dumb`): the
/// prompt is printed as plain text and the terminal's own line editing is used,
/// so nothing but the prompt and what is typed ever reaches the screen.
@MainActor
public final class PlainTerminalLineReader: LineSource {
    public let isInteractive = true
    private let reader: ByteLineReader
    private let promptDestination: DescriptorWriter

    /// Reads from `reader` (standard input by default), printing prompts to `promptDestination`.
    public init(reader: ByteLineReader = ByteLineReader(), promptDestination: DescriptorWriter = .standardOutput) {
        self.reader = reader
        self.promptDestination = promptDestination
    }

    public func nextLine(prompt: String) -> InputLine {
        promptDestination.write(prompt)
        return reader.nextLine(prompt: prompt)
    }
}

extension PlainTerminalLineReader: AnswerLineSource {
    /// A secret is typed with the terminal's echo off; anything else is read as a line.
    public func answerLine(prompt: String, isSecret: Bool) -> InputLine {
        guard isSecret else { return nextLine(prompt: prompt) }
        var echo = TerminalEchoSuppression(fileDescriptor: 0)
        echo.enable()
        defer { echo.restore() }
        return nextLine(prompt: prompt)
    }
}
