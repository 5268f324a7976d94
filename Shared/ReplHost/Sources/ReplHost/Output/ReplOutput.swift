import Localization
import ReplKit
import SystemKit

/// Where the REPL writes what the person reads.
@MainActor
public protocol ReplOutput: AnyObject {
    func write(_ line: String, style: TextStyle)
    /// Why the output stopped taking lines, once it has; the session then ends.
    var failure: OutputFailure? { get }
}

extension ReplOutput {
    /// An output that cannot fail.
    public var failure: OutputFailure? { nil }
}

/// Writes to standard output, with colours only when asked (a terminal without `NO_COLOR`).
/// The first write that fails (a closed pipe, a full disk) is kept as ``failure``
/// and nothing more is written.
@MainActor
public final class StandardOutputWriter: ReplOutput {
    private let usesColour: Bool
    private let destination: DescriptorWriter
    public private(set) var failure: OutputFailure?

    public init(usesColour: Bool, destination: DescriptorWriter = .standardOutput) {
        self.usesColour = usesColour
        self.destination = destination
    }

    public func write(_ line: String, style: TextStyle) {
        guard failure == nil else { return }
        failure = destination.write(Self.terminalText(line, style: style, usesColour: usesColour))
    }

    /// What `write` sends for `line`: the line made safe for the terminal (the last line of
    /// defence against outside text: no escape sequences, controls, bidi overrides or line
    /// breaks of its own), in the style's colour when colours are used, and a line break.
    public nonisolated static func terminalText(_ line: String, style: TextStyle, usesColour: Bool) -> String {
        let safe = OutsideText.terminalLine(line)
        if usesColour, let code = style.ansiCode {
            return code + safe + "\u{1B}[0m\n"
        }
        return safe + "\n"
    }
}

/// Keeps every line written, made safe as the terminal writer makes it: for tests and for
/// running scripts in-process.
@MainActor
public final class RecordingOutput: ReplOutput {
    public private(set) var lines: [String] = []

    public init() {}

    public func write(_ line: String, style: TextStyle) {
        lines.append(OutsideText.terminalLine(line))
    }
}
