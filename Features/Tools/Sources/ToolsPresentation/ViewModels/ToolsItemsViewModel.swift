import ToolsDomain
import Navigation
import Observation
import ReplKit

/// The Tools list: loads the items and tells the flow which one was opened.
@MainActor
@Observable
public final class ToolsItemsViewModel {
    public private(set) var state: ScreenState<[ToolsItemDomainModel], ToolsFailure> = .loading

    @ObservationIgnored private let viewToolsItemsUseCase: ViewToolsItemsUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>

    public init(viewToolsItemsUseCase: ViewToolsItemsUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>) {
        self.viewToolsItemsUseCase = viewToolsItemsUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    /// The items on screen now, in order.
    public var visibleItems: [ToolsItemDomainModel] {
        state.loadedContent ?? []
    }

    public func screenAppeared() async {
        do {
            let items = try await viewToolsItemsUseCase.execute()
            state = .loaded(items)
        } catch {
            state = .failure(.couldNotLoad)
        }
    }

    public func itemTapped(id: String) {
        flowStepEmitter.emit(.itemTappedFromToolsItems(id: id))
    }
}
