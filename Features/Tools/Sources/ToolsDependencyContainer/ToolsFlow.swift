import ToolsPresentation
import Navigation

/// Coordinates the Tools screens, for the app and the Demo alike: the
/// list, and an item's details pushed on top of it.
@MainActor
public final class ToolsFlow: Flow {
    private let diContainer: ToolsDiContainer
    private let flowStepEmitter = FlowStepEmitter<ToolsFlowStep>()

    public init(diContainer: ToolsDiContainer, navigation: NavigationStack) {
        self.diContainer = diContainer
        super.init(navigation: navigation)
        flowStepEmitter.listen { [weak self] step in self?.navigate(to: step) }
    }

    override public func start() {
        push(diContainer.makeToolsItemsView(flowStepEmitter: flowStepEmitter))
    }

    func navigate(to step: ToolsFlowStep) {
        switch step {
        case .itemTappedFromToolsItems(let id):
            push(diContainer.makeToolsItemDetailsView(itemId: id))
        }
    }
}
