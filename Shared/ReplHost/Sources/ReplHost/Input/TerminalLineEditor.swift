import Foundation
import ReplKit
import SystemKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a person typing at a terminal, with line editing and history.
///
/// The terminal is in raw mode only while a line is being read; its own
/// settings are put back after every line. Keys: arrows, Home/End (also
/// Ctrl-A/Ctrl-E), Backspace, Delete, Ctrl-K/Ctrl-U/Ctrl-W to kill, Ctrl-L to
/// clear the screen, Up/Down for history, Ctrl-C to drop the line and Ctrl-D on
/// an empty line to end the input.
@MainActor
public final class TerminalLineEditor: AnswerLineSource, CommandCompleting {
    /// The commands Tab completes, set by the session before each line.
    public var commandNames: [String] = []
    /// Told what draws the line being typed, so a line said by work finishing in the
    /// background goes above it and the line is drawn again as it was.
    public var progress: ReplProgress?

    /// Always `true`: this source is a person at a terminal.
    public let isInteractive = true
    /// The most UTF-8 bytes a line may hold; typing beyond it beeps.
    public let maxLineBytes: Int
    private let usesColour: Bool
    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private var rawMode: TerminalRawMode
    /// Whether the line being read goes into the history: not an answer to a question.
    private var recordsHistory = true
    private var decoder = TerminalKeyDecoder()
    private var history: LineHistory
    private let historyFile: LineHistoryFile?

    /// An editor on standard input and output.
    /// - Parameters:
    ///   - historyFileURL: where history is kept between sessions; loaded now,
    ///     appended to after each line. `nil` keeps history in memory only.
    ///     Errors reading or writing it are ignored.
    ///   - usesColour: whether the prompt is drawn in the prompt colour.
    ///   - maxLineBytes: the most UTF-8 bytes a line may hold.
    ///   - historyCapacity: the most history entries kept.
    public convenience init(
        historyFileURL: URL? = nil,
        usesColour: Bool,
        maxLineBytes: Int = 4096,
        historyCapacity: Int = 500
    ) {
        self.init(
            historyFileURL: historyFileURL, usesColour: usesColour, maxLineBytes: maxLineBytes,
            historyCapacity: historyCapacity, inputDescriptor: 0, outputDescriptor: 1)
    }

    /// An editor on the terminal open at `inputDescriptor` and `outputDescriptor` (tests use a pseudo-terminal).
    init(
        historyFileURL: URL?, usesColour: Bool, maxLineBytes: Int, historyCapacity: Int, inputDescriptor: Int32,
        outputDescriptor: Int32
    ) {
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        rawMode = TerminalRawMode(fileDescriptor: inputDescriptor)
        self.usesColour = usesColour
        self.maxLineBytes = max(1, maxLineBytes)
        history = LineHistory(capacity: historyCapacity)
        historyFile = historyFileURL.map { LineHistoryFile(url: $0) }
        historyFile?.load(into: &history, maxLineBytes: self.maxLineBytes)
        TerminalSignalRestore.install()
    }

    deinit {
        var mode = rawMode
        mode.restore()
    }

    /// Whether standard input is a terminal, so this editor should read it.
    public nonisolated static func standardInputIsTerminal() -> Bool {
        isatty(0) == 1
    }

    /// The lines entered so far (oldest first), including those loaded from the history file.
    public var historyEntries: [String] { history.entries }

    /// Shows `prompt` and reads one edited line. Blocks until Enter, Ctrl-C or Ctrl-D.
    public func nextLine(prompt: String) -> InputLine {
        rawMode.enable()
        defer { rawMode.restore() }
        history.resetNavigation()
        var line = LineEditBuffer(maxBytes: maxLineBytes)
        let screen = PromptScreen(prompt: prompt, usesColour: usesColour)
        emit(screen.redraw(line, columns: terminalColumns()))
        defer { progress?.lineBeingTyped(nil) }
        while true {
            progress?.lineBeingTyped(screen.redraw(line, columns: terminalColumns()), holdsText: !line.isEmpty)
            guard let byte = readByte() else {
                emit("\r\n")
                return line.isEmpty ? .end : .text(line.text)
            }
            // A progress line on the prompt gives the line back before the key is shown.
            if progress?.takeLineBack() == true {
                emit(screen.redraw(line, columns: terminalColumns()))
            }
            guard let key = decoder.feed(byte) else { continue }
            if let result = handle(key, line: &line, screen: screen) {
                return result
            }
        }
    }

    /// Reads the answer to a question: edited as a command line is, but neither kept in the
    /// history nor completed as a command; a secret is typed with nothing shown at all.
    public func answerLine(prompt: String, isSecret: Bool) -> InputLine {
        if isSecret { return secretLine(prompt: prompt) }
        let names = commandNames
        commandNames = []
        recordsHistory = false
        defer {
            commandNames = names
            recordsHistory = true
        }
        return nextLine(prompt: prompt)
    }

    /// Shows `prompt` and reads a secret: no key typed is echoed, nothing is kept.
    private func secretLine(prompt: String) -> InputLine {
        rawMode.enable()
        defer { rawMode.restore() }
        let shownPrompt = "\r" + PromptScreen(prompt: prompt, usesColour: usesColour).shownPrompt + "\u{1B}[K"
        emit(shownPrompt)
        progress?.lineBeingTyped(shownPrompt, holdsText: true)
        defer { progress?.lineBeingTyped(nil) }
        var secret = SecretLineBuffer(maxBytes: maxLineBytes)
        var keys = TerminalKeyDecoder()
        while true {
            guard let byte = readByte() else {
                emit("\r\n")
                return .end
            }
            guard let key = keys.feed(byte), case .finished(let result) = secret.apply(key) else { continue }
            emit(result == .interrupted ? "^C\r\n" : "\r\n")
            return result
        }
    }

    /// Applies one key; returns the read's result when the key ends the line.
    private func handle(_ key: TerminalKey, line: inout LineEditBuffer, screen: PromptScreen) -> InputLine? {
        let columns = terminalColumns()
        switch key {
        case .character(let character):
            guard line.insert(String(character)) else {
                emit("\u{7}")
                return nil
            }
            if screen.fitsAtEnd(line, columns: columns) {
                emit(String(character))
                return nil
            }
        case .enter:
            emit("\r\n")
            if recordsHistory { record(line.text) }
            return .text(line.text)
        case .interrupt:
            emit("^C\r\n")
            return .interrupted
        case .endOfInput:
            if line.isEmpty {
                emit("\r\n")
                return .end
            }
            line.delete()
        case .up:
            guard let entry = history.previous(current: line.text) else {
                emit("\u{7}")
                return nil
            }
            line.replace(with: entry)
        case .down:
            guard let entry = history.next() else { return nil }
            line.replace(with: entry)
        case .clearScreen:
            emit("\u{1B}[H\u{1B}[2J")
        case .tab:
            switch CommandCompletion.complete(line.textBeforeCursor, among: commandNames) {
            case .insert(let text):
                _ = line.insert(text)
            case .list(let names):
                emit("\r\n" + names.joined(separator: "  ") + "\r\n")
            case .none:
                emit("\u{7}")
                return nil
            }
        default:
            Self.edit(key, line: &line)
        }
        emit(screen.redraw(line, columns: columns))
        return nil
    }

    /// The keys that only move the cursor or delete.
    private static func edit(_ key: TerminalKey, line: inout LineEditBuffer) {
        switch key {
        case .backspace: line.backspace()
        case .delete: line.delete()
        case .left: line.moveLeft()
        case .right: line.moveRight()
        case .home: line.moveHome()
        case .end: line.moveEnd()
        case .killToEnd: line.killToEnd()
        case .killToStart: line.killToStart()
        case .deleteWordBackward: line.deleteWordBackward()
        default: break
        }
    }

    private func record(_ text: String) {
        if history.add(text) {
            historyFile?.append(text)
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(inputDescriptor, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    private func emit(_ text: String) {
        DescriptorWriter(descriptor: outputDescriptor).write(text)
    }

    /// The terminal's width in columns; 0 when unknown.
    private func terminalColumns() -> Int {
        var size = winsize()
        let status = withUnsafeMutablePointer(to: &size) { ioctl(outputDescriptor, UInt(TIOCGWINSZ), $0) }
        guard status == 0 else { return 0 }
        return Int(size.ws_col)
    }
}

/// Draws the prompt and the line on the terminal's current row.
private struct PromptScreen {
    let shownPrompt: String
    let promptWidth: Int

    init(prompt: String, usesColour: Bool) {
        if usesColour, let code = TextStyle.prompt.ansiCode {
            shownPrompt = code + prompt + "\u{1B}[0m"
        } else {
            shownPrompt = prompt
        }
        promptWidth = prompt.count
    }

    /// Columns left for the line, keeping the last column free; 0 when the width is unknown.
    func textColumns(_ columns: Int) -> Int {
        columns > 0 ? max(1, columns - promptWidth - 1) : 0
    }

    /// Whether the line is shown unscrolled with the cursor at its end, so an
    /// inserted character only needs echoing.
    func fitsAtEnd(_ line: LineEditBuffer, columns: Int) -> Bool {
        let available = textColumns(columns)
        return line.cursor == line.count && (available == 0 || line.count < available)
    }

    /// Return to column 0, draw prompt and line, clear the rest, put the cursor back.
    func redraw(_ line: LineEditBuffer, columns: Int) -> String {
        let window = line.window(columns: textColumns(columns))
        var output = "\r" + shownPrompt + window.text + "\u{1B}[K"
        if window.cursorBack > 0 {
            output += "\u{1B}[\(window.cursorBack)D"
        }
        return output
    }
}
