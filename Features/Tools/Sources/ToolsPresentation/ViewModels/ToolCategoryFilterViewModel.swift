import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The category filter: "Any category", then each category with its tool count.
@MainActor
@Observable
public final class ToolCategoryFilterViewModel {
    public private(set) var state: ScreenState<[ToolCategoryOptionDomainModel], ToolsFailure> = .loading

    @ObservationIgnored private let viewToolCategoryFilterUseCase: ViewToolCategoryFilterUseCase
    @ObservationIgnored private let selectToolCategoryFilterUseCase: SelectToolCategoryFilterUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>

    public init(
        viewToolCategoryFilterUseCase: ViewToolCategoryFilterUseCase,
        selectToolCategoryFilterUseCase: SelectToolCategoryFilterUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) {
        self.viewToolCategoryFilterUseCase = viewToolCategoryFilterUseCase
        self.selectToolCategoryFilterUseCase = selectToolCategoryFilterUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    public var visibleOptions: [ToolCategoryOptionDomainModel] {
        state.loadedContent ?? []
    }

    public func screenAppeared() async {
        do {
            state = .loaded(try await viewToolCategoryFilterUseCase.execute())
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }

    /// Keeps the choice and goes back to the list; a failure leaves the person here.
    public func categoryTapped(_ option: ToolCategoryOptionDomainModel) async -> ToolsNotice? {
        do {
            try await selectToolCategoryFilterUseCase.execute(category: option.category)
        } catch {
            return .failed(ToolsFailure(error))
        }
        flowStepEmitter.emit(.categoryTappedFromToolCategoryFilter)
        return nil
    }
}
