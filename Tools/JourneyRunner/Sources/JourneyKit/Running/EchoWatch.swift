/// Watches a running app's stdout for the echoes (`> command`) of the commands sent so far,
/// so a feeder can wait until the app has reached a command: the app runs its input in order,
/// so once a command is echoed every command before it is done.
actor EchoWatch {
    private var bytes: [UInt8] = []
    private var ended = false
    private var waiter: (lines: [SentLine], continuation: CheckedContinuation<Bool, Never>)?

    func append(_ piece: [UInt8]) {
        bytes += piece
        wake()
    }

    /// What the app printed so far.
    func output() -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Stdout ended: the app exited (or was stopped); nobody waits any longer.
    func end() {
        ended = true
        wake()
    }

    /// Waits until every one of `lines` has been echoed, in order: true then; false when
    /// stdout ended first.
    func waitForEchoes(of lines: [SentLine]) async -> Bool {
        if hasEchoed(lines) { return true }
        if ended { return false }
        return await withCheckedContinuation { waiter = (lines, $0) }
    }

    private func wake() {
        guard let waiting = waiter else { return }
        if hasEchoed(waiting.lines) {
            waiter = nil
            waiting.continuation.resume(returning: true)
        } else if ended {
            waiter = nil
            waiting.continuation.resume(returning: false)
        }
    }

    private func hasEchoed(_ lines: [SentLine]) -> Bool {
        TranscriptParser.parse(String(decoding: bytes, as: UTF8.self), sent: lines).blocks.count == lines.count
    }
}
