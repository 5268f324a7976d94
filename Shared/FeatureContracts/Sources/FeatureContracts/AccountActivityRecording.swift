/// What the signed-in person did that their account counts.
public enum AccountActivityKind: String, Sendable, CaseIterable {
    case toolOpened
    case lessonCompleted
    case shared
}

/// Counts the signed-in person's activity on this device, to send to their account: offered
/// by the feature that keeps the account; the host tells it what the app's analytics events
/// say was done. Counting returns at once; nothing is counted while nobody is signed in.
public protocol AccountActivityRecording: Sendable {
    func record(_ activity: AccountActivityKind)
    /// Returns once everything counted so far is kept: before the process ends.
    func waitUntilRecorded()
}
