import Foundation
import ReplKit

/// Where the REPL writes what the person reads.
@MainActor
public protocol ReplOutput: AnyObject {
    func write(_ line: String, style: TextStyle)
}

/// Writes to standard output, with colours only when asked (a terminal without `NO_COLOR`).
@MainActor
public final class StandardOutputWriter: ReplOutput {
    private let usesColour: Bool

    public init(usesColour: Bool) {
        self.usesColour = usesColour
    }

    public func write(_ line: String, style: TextStyle) {
        let text: String
        if usesColour, let code = style.ansiCode {
            text = code + line + "\u{1B}[0m\n"
        } else {
            text = line + "\n"
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// Keeps every line written: for tests and for running scripts in-process.
@MainActor
public final class RecordingOutput: ReplOutput {
    public private(set) var lines: [String] = []

    public init() {}

    public func write(_ line: String, style: TextStyle) {
        lines.append(line)
    }
}
