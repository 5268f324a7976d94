/// The dashboard opens: does GodTools' introduction show first?
public struct GetOnboardingTutorialIsAvailableUseCase: Sendable {
    private let tutorial: any OnboardingTutorialInterface

    public init(tutorial: any OnboardingTutorialInterface) {
        self.tutorial = tutorial
    }

    public func execute() async -> Bool {
        await tutorial.isTutorialAvailable()
    }
}
