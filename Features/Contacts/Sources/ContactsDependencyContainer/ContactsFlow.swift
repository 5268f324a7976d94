import ContactsPresentation
import Navigation

/// Coordinates the Contacts screens, for the app and the Demo alike: the list,
/// and a contact's details pushed on top of it.
@MainActor
public final class ContactsFlow: Flow {
    private let diContainer: ContactsDiContainer
    private let flowStepEmitter = FlowStepEmitter<ContactsFlowStep>()

    public init(diContainer: ContactsDiContainer, navigation: NavigationStack) {
        self.diContainer = diContainer
        super.init(navigation: navigation)
        flowStepEmitter.listen { [weak self] step in self?.navigate(to: step) }
    }

    override public func start() {
        push(diContainer.makeContactsListView(flowStepEmitter: flowStepEmitter))
    }

    func navigate(to step: ContactsFlowStep) {
        switch step {
        case .contactTappedFromContacts(let id):
            push(diContainer.makeContactDetailsView(contactId: id))
        }
    }
}
