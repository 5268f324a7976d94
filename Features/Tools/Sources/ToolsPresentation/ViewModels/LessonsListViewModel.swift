import Analytics
import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The lessons list: featured lessons first, then the others, in the lesson language,
/// each with its progress; a lesson opens from it or is shared, and the lesson language filter.
@MainActor
@Observable
public final class LessonsListViewModel {
    public private(set) var state: ScreenState<LessonsListDomainModel, ToolsFailure> = .loading

    @ObservationIgnored private let viewLessonsUseCase: ViewLessonsUseCase
    @ObservationIgnored private let shareLessonUseCase: ShareLessonUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker

    public init(
        viewLessonsUseCase: ViewLessonsUseCase, shareLessonUseCase: ShareLessonUseCase,
        flowStepEmitter: FlowStepEmitter<ToolsFlowStep>, analytics: AnalyticsTracker = .disabled
    ) {
        self.viewLessonsUseCase = viewLessonsUseCase
        self.shareLessonUseCase = shareLessonUseCase
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

    /// `share <n>`: the lesson's public link in the lesson language.
    public func shareTapped(id: String) async -> ToolsNotice {
        do {
            return .shareLink(url: try await shareLessonUseCase.execute(lessonId: id).url)
        } catch {
            return .failed(ToolsFailure(error))
        }
    }

    public func languageFilterTapped() {
        flowStepEmitter.emit(.lessonLanguageFilterTappedFromLessons)
    }
}
