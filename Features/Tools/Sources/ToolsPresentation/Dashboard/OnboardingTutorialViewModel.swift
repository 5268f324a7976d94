import Analytics
import Navigation
import Observation
import ToolsDomain

/// GodTools' introduction: a few pages, `next` through them, `prev` back, `skip` at any
/// time. Reaching the end or skipping keeps that it was seen, so it does not show again.
@MainActor
@Observable
public final class OnboardingTutorialViewModel {
    /// How many pages the introduction has.
    public static let pageCount = 4

    /// The page shown, 0-based.
    public private(set) var pageIndex = 0
    public private(set) var isFinished = false

    @ObservationIgnored private let finishOnboardingTutorialUseCase: FinishOnboardingTutorialUseCase
    @ObservationIgnored private let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker

    public init(
        finishOnboardingTutorialUseCase: FinishOnboardingTutorialUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>,
        analytics: AnalyticsTracker = .disabled
    ) {
        self.finishOnboardingTutorialUseCase = finishOnboardingTutorialUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    public var isOnLastPage: Bool { pageIndex == Self.pageCount - 1 }

    public func screenAppeared() {
        analytics.track(ToolsDashboardAnalyticsEvent.onboardingPageViewed(page: pageIndex + 1))
    }

    /// The next page, or the end of the introduction on the last one.
    public func nextTapped() async -> OnboardingNotice? {
        guard isOnLastPage else {
            pageIndex += 1
            screenAppeared()
            return nil
        }
        analytics.track(ToolsDashboardAnalyticsEvent.onboardingCompleted)
        return await finish(skipped: false)
    }

    /// The previous page; false on the first.
    public func prevTapped() -> Bool {
        guard pageIndex > 0 else { return false }
        pageIndex -= 1
        screenAppeared()
        return true
    }

    public func skipTapped() async -> OnboardingNotice? {
        analytics.track(ToolsDashboardAnalyticsEvent.onboardingSkipped(page: pageIndex + 1))
        return await finish(skipped: true)
    }

    /// Ends the introduction even when it cannot be kept that it ended (it may show again then).
    private func finish(skipped: Bool) async -> OnboardingNotice? {
        isFinished = true
        var notice: OnboardingNotice?
        do {
            try await finishOnboardingTutorialUseCase.execute(skipped: skipped)
        } catch {
            notice = .couldNotSave
        }
        flowStepEmitter.emit(.tutorialFinishedFromOnboarding)
        return notice
    }
}

/// What the introduction tells the person besides its pages.
public enum OnboardingNotice: Equatable, Sendable {
    /// That it ended could not be kept: it may show again next time.
    case couldNotSave
}
