/// The person reaches the end of the introduction (`next` on its last page) or skips it.
public struct FinishOnboardingTutorialUseCase: Sendable {
    private let tutorial: any OnboardingTutorialInterface

    public init(tutorial: any OnboardingTutorialInterface) {
        self.tutorial = tutorial
    }

    public func execute(skipped: Bool) async throws(ToolsError) {
        try await tutorial.finishTutorial(skipped: skipped)
    }
}
