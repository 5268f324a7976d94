import Analytics
import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The lessons list: featured lessons first, then the others, in the lesson language,
/// each with its progress; a lesson opens from it, and the lesson language filter.
@MainActor
@Observable
public final class LessonsListViewModel {
    public private(set) var state: ScreenState<LessonsListDomainModel, ToolsFailure> = .loading

    @ObservationIgnored private let viewLessonsUseCase: ViewLessonsUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker

    public init(
        viewLessonsUseCase: ViewLessonsUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>,
        analytics: AnalyticsTracker = .disabled
    ) {
        self.viewLessonsUseCase = viewLessonsUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    /// The rows on screen, in their numbered order.
    public var visibleLessons: [LessonSummaryDomainModel] {
        state.loadedContent?.rows ?? []
    }

    public func screenAppeared() async {
        analytics.track(ToolsAnalyticsEvent.lessonsViewed)
        do {
            state = .loaded(try await viewLessonsUseCase.execute(), isEmpty: \.rows.isEmpty)
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }

    public func lessonTapped(id: String) {
        flowStepEmitter.emit(.lessonTappedFromLessons(id: id))
    }

    public func languageFilterTapped() {
        flowStepEmitter.emit(.lessonLanguageFilterTappedFromLessons)
    }
}
