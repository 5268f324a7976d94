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
        let text: String
        if usesColour, let code = style.ansiCode {
            text = code + line + "\u{1B}[0m\n"
        } else {
            text = line + "\n"
        }
        failure = destination.write(text)
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
