/// How the introduction ended: gone through to its last page, or skipped; and when
/// (seconds since 1970, by the app's clock).
public struct ToolsOnboardingFinishDataModel: Sendable, Equatable {
    public let wasSkipped: Bool
    public let finishedAt: Double

    public init(wasSkipped: Bool, finishedAt: Double) {
        self.wasSkipped = wasSkipped
        self.finishedAt = finishedAt
    }
}
