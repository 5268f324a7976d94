/// GodTools' introduction: whether it is still to be shown, and keeping that it ended.
public protocol OnboardingTutorialInterface: Sendable {
    /// Whether the introduction shows when the dashboard first opens.
    func isTutorialAvailable() async -> Bool
    /// Keeps that the introduction was gone through (or skipped), so it does not show again.
    func finishTutorial(skipped: Bool) async throws(ToolsError)
}
