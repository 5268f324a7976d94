import ReplKit
import Testing

@testable import ReplHost

@MainActor
@Suite("Observed output")
struct ObservedOutputTests {
    private final class Observer: ReplTranscriptObserver {
        var written: [String] = []
        func sessionRead(_ input: InputLine) {}
        func sessionWrote(_ line: String) { written.append(line) }
    }

    @Test(
        "Given an observed output When the session writes styled lines Then the output gets them and the observer the plain text")
    func tellsEachLine() {
        let observer = Observer()
        let recording = RecordingOutput()
        let output = ObservedOutput(recording, observer: observer)

        output.write("Products", style: .title)
        output.write("bad\u{1B}[2Jline", style: .plain)

        #expect(recording.lines == ["Products", observer.written[1]])
        #expect(observer.written.first == "Products")
        #expect(!observer.written[1].contains("\u{1B}"))
        #expect(output.failure == nil)
    }
}
