/// Waits in a test for what another task, server or process does.
public enum ConditionWait {
    /// The condition never held within the patience given.
    public struct GaveUp: Error, CustomStringConvertible {
        public let waitingFor: String
        public var description: String { "Gave up waiting for \(waitingFor)" }
    }

    /// Polls `condition` every `interval` until it holds.
    ///
    /// `patience` only keeps a broken test from hanging: it is generous (five minutes) so
    /// that a loaded machine never trips it, and it is not a time any test asserts.
    public static func until(
        _ waitingFor: String = "the condition",
        interval: Duration = .milliseconds(10),
        patience: Duration = .seconds(300),
        _ condition: () -> Bool
    ) async throws {
        let deadline = ContinuousClock.now + patience
        while !condition() {
            guard ContinuousClock.now < deadline else { throw GaveUp(waitingFor: waitingFor) }
            try await Task.sleep(for: interval)
        }
    }
}
