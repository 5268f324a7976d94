import ReplKit
import Testing

@Suite("Terminal width for laid-out screens")
struct TerminalWidthTests {
    @Test("Given a session whose progress is not on a terminal When the width is asked Then it is 80")
    func scriptedSession() {
        #expect(TerminalWidth.current(progress: ReplProgress()) == 80)
    }

    @Test("Given a progress line that is not attached When asked Then it is not on a terminal")
    func notAttached() {
        #expect(ReplProgress().isAttachedToTerminal == false)
    }

    @Test("Given a progress line with a writer When asked Then it is attached")
    func attached() {
        #expect(ReplProgress(write: { _ in }).isAttachedToTerminal)
    }
}
