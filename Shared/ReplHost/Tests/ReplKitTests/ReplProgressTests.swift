import ReplKit
import SystemKit
import Testing

@Suite("Given a progress line")
struct ReplProgressTests {
    final class Written: Sendable {
        let texts = LockedState<[String]>([])
        func append(_ text: String) { texts.withLock { $0.append(text) } }
        var all: [String] { texts.withLock { $0 } }
    }

    @Test("When it is updated twice and cleared Then each update replaces the line and the clear wipes it")
    func updatesReplaceTheLine() {
        let written = Written()
        let progress = ReplProgress { written.append($0) }

        progress.update("1 of 3")
        progress.update("2 of 3")
        progress.clear()

        #expect(written.all == ["\r\u{1B}[K1 of 3", "\r\u{1B}[K2 of 3", "\r\u{1B}[K"])
    }

    @Test("When nothing was shown Then clearing writes nothing")
    func clearWithoutUpdate() {
        let written = Written()
        let progress = ReplProgress { written.append($0) }

        progress.clear()

        #expect(written.all.isEmpty)
    }

    @Test("When an update holds escapes or a line break from outside text Then only the progress line's own codes are written")
    func updateIsMadeSafe() {
        let written = Written()
        let progress = ReplProgress { written.append($0) }

        progress.update("Saving\u{1B}[2J 1 of 3\n")

        #expect(written.all == ["\r\u{1B}[KSaving 1 of 3 "])
    }
}
