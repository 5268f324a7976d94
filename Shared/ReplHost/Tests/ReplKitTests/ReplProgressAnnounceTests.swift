import ReplKit
import SystemKit
import Testing

@Suite("Given a progress line on a terminal")
struct ReplProgressAnnounceTests {
    @Test("When background work finishes while a line is being typed Then its words go above and the typed line is drawn again")
    func announceRedrawsTheTypedLine() {
        let written = LockedState<[String]>([])
        let progress = ReplProgress { text in written.withLock { $0.append(text) } }
        progress.lineBeingTyped("\rtools › fav 2")

        progress.update("Saving… 50%")
        progress.announce("Why Jesus? is available offline: English.")

        #expect(
            written.withLock { $0 } == [
                "\r\u{1B}[KSaving… 50%", "\r\u{1B}[KWhy Jesus? is available offline: English.\r\n\rtools › fav 2",
            ])
    }

    @Test("When the progress line is cleared while a line is being typed Then the typed line takes its place")
    func clearRedrawsTheTypedLine() {
        let written = LockedState<[String]>([])
        let progress = ReplProgress { text in written.withLock { $0.append(text) } }
        progress.lineBeingTyped("\rtools › ")
        progress.update("Checking French…")

        progress.clear()
        progress.lineBeingTyped(nil)
        progress.update("Checking Spanish…")
        progress.clear()

        #expect(
            written.withLock { $0 } == [
                "\r\u{1B}[KChecking French…", "\r\u{1B}[K\rtools › ", "\r\u{1B}[KChecking Spanish…", "\r\u{1B}[K",
            ])
    }
}
