import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The lesson language filter: every language with a lesson and how many; choosing
/// one keeps it and goes back to the lessons.
@MainActor
@Observable
public final class LessonLanguageFilterViewModel {
    public private(set) var state: ScreenState<[LessonLanguageOptionDomainModel], ToolsFailure> = .loading

    @ObservationIgnored private let viewLessonLanguageFilterUseCase: ViewLessonLanguageFilterUseCase
    @ObservationIgnored private let selectLessonLanguageFilterUseCase: SelectLessonLanguageFilterUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>

    public init(
        viewLessonLanguageFilterUseCase: ViewLessonLanguageFilterUseCase,
        selectLessonLanguageFilterUseCase: SelectLessonLanguageFilterUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) {
        self.viewLessonLanguageFilterUseCase = viewLessonLanguageFilterUseCase
        self.selectLessonLanguageFilterUseCase = selectLessonLanguageFilterUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    public var visibleOptions: [LessonLanguageOptionDomainModel] {
        state.loadedContent ?? []
    }

    public func screenAppeared() async {
        do {
            state = .loaded(try await viewLessonLanguageFilterUseCase.execute())
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }

    /// Keeps the choice and goes back to the lessons; a failure leaves the person here.
    public func languageTapped(_ option: LessonLanguageOptionDomainModel) async -> ToolsNotice? {
        do {
            try await selectLessonLanguageFilterUseCase.execute(languageId: option.language.id)
        } catch {
            return .failed(ToolsFailure(error))
        }
        flowStepEmitter.emit(.languageTappedFromLessonLanguageFilter)
        return nil
    }
}
