/// Watches a running app's stdout for the echoes (`> command`) of the commands sent so far,
/// so a feeder can wait until the app has reached a command: the app runs its input in order,
/// so once a command is echoed every command before it is done.
actor EchoWatch {
    private var bytes: [UInt8] = []
    private var ended = false
    private var waiter: (commands: [String], continuation: CheckedContinuation<Bool, Never>)?

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

    /// Waits until every one of `commands` has been echoed, in order: true then; false when
    /// stdout ended first.
    func waitForEchoes(of commands: [String]) async -> Bool {
        if hasEchoed(commands) { return true }
        if ended { return false }
        return await withCheckedContinuation { waiter = (commands, $0) }
    }

    private func wake() {
        guard let waiting = waiter else { return }
        if hasEchoed(waiting.commands) {
            waiter = nil
            waiting.continuation.resume(returning: true)
        } else if ended {
            waiter = nil
            waiting.continuation.resume(returning: false)
        }
    }

    private func hasEchoed(_ commands: [String]) -> Bool {
        TranscriptParser.parse(String(decoding: bytes, as: UTF8.self), commands: commands).blocks.count == commands.count
    }
}
