import AccountPresentation
import Navigation

/// Coordinates the Account screens, for the app and the Demo alike: the account screen, whose
/// actions are all answered on it.
@MainActor
public final class AccountFlow: Flow {
    private let diContainer: AccountDiContainer
    private let flowStepEmitter = FlowStepEmitter<AccountFlowStep>()

    public init(diContainer: AccountDiContainer, navigation: NavigationStack) {
        self.diContainer = diContainer
        super.init(navigation: navigation)
        flowStepEmitter.listen { [weak self] step in self?.navigate(to: step) }
    }

    override public func start() {
        push(diContainer.makeAccountView(flowStepEmitter: flowStepEmitter))
    }

    func navigate(to step: AccountFlowStep) {
        switch step {}
    }
}
