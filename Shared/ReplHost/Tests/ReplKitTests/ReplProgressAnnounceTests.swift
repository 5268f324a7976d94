import ReplKit
import SystemKit
import Testing

@Suite("Given a progress line on a terminal")
struct ReplProgressAnnounceTests {
    @Test("When background work finishes while a line is being typed Then its words go above and the typed line is drawn again")
    func announceRedrawsTheTypedLine() {
        let written = LockedState<[String]>([])
        let progress = ReplProgress { text in written.withLock { $0.append(text) } }
        progress.lineBeingTyped("\rtools › ")

        progress.update("Saving… 50%")
        progress.announce("Why Jesus? is available offline: English.")

        #expect(
            written.withLock { $0 } == [
                "\r\u{1B}[KSaving… 50%", "\r\u{1B}[KWhy Jesus? is available offline: English.\r\n\rtools › ",
            ])
    }

    @Test("When the line being typed holds text Then updates wait, and the last words still go above it as it was")
    func typedTextIsNeverHidden() {
        let written = LockedState<[String]>([])
        let progress = ReplProgress { text in written.withLock { $0.append(text) } }
        progress.lineBeingTyped("\rtools › fav 2", holdsText: true)

        progress.update("Saving… 50%")
        progress.clear()
        progress.announce("Why Jesus? is available offline: English.")

        #expect(
            written.withLock { $0 } == [
                "\r\u{1B}[KWhy Jesus? is available offline: English.\r\n\rtools › fav 2"
            ])
    }

    @Test(
        "When a key comes while the progress shows on an empty prompt Then it gives the line back once, and updates wait until the line is empty again"
    )
    func keyTakesTheLineBack() {
        let written = LockedState<[String]>([])
        let progress = ReplProgress { text in written.withLock { $0.append(text) } }
        progress.lineBeingTyped("\rtools › ")
        progress.update("Checking French…")

        #expect(progress.takeLineBack())
        progress.update("Checking Spanish…")
        #expect(!progress.takeLineBack())
        progress.lineBeingTyped("\rtools › x", holdsText: true)
        progress.update("Checking German…")
        progress.lineBeingTyped("\rtools › ", holdsText: false)
        progress.update("Checking Italian…")

        #expect(written.withLock { $0 } == ["\r\u{1B}[KChecking French…", "\r\u{1B}[KChecking Italian…"])
    }

    @Test("When no line is being read (a command runs) Then updates show, whatever the last line held")
    func updatesShowWhileACommandRuns() {
        let written = LockedState<[String]>([])
        let progress = ReplProgress { text in written.withLock { $0.append(text) } }
        progress.lineBeingTyped("\rtools › download fr", holdsText: true)
        progress.lineBeingTyped(nil)

        progress.update("Downloading French… 10%")

        #expect(written.withLock { $0 } == ["\r\u{1B}[KDownloading French… 10%"])
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
