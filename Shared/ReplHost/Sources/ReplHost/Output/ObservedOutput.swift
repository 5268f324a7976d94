import Localization
import ReplKit
import SystemKit

/// An output that tells an observer each line it writes, as a script shows it (made safe for
/// the terminal, no colour), after writing it to the output it wraps.
@MainActor
final class ObservedOutput: ReplOutput {
    private let output: ReplOutput
    private let observer: ReplTranscriptObserver

    init(_ output: ReplOutput, observer: ReplTranscriptObserver) {
        self.output = output
        self.observer = observer
    }

    func write(_ line: String, style: TextStyle) {
        output.write(line, style: style)
        observer.sessionWrote(OutsideText.terminalLine(line))
    }

    var failure: OutputFailure? { output.failure }
}
