import ContactsPresentation
import Navigation

/// Coordinates the Contacts screens, for the app and the Demo alike: the list,
/// and a contact's details pushed on top of it.
@MainActor
public final class ContactsFlow: Flow {
    /// Where the flow starts: the list, or a contact's details over the list (`contacts/{id}`).
    public enum Start: Sendable, Equatable {
        case list
        case details(contactId: String)
    }

    private let diContainer: ContactsDiContainer
    private let startScreen: Start
    private let flowStepEmitter = FlowStepEmitter<ContactsFlowStep>()

    public init(diContainer: ContactsDiContainer, navigation: NavigationStack, start: Start = .list) {
        self.diContainer = diContainer
        startScreen = start
        super.init(navigation: navigation)
        flowStepEmitter.listen { [weak self] step in self?.navigate(to: step) }
    }

    override public func start() {
        push(diContainer.makeContactsListView(flowStepEmitter: flowStepEmitter))
        if case .details(let id) = startScreen {
            navigate(to: .contactTappedFromContacts(id: id))
        }
    }

    func navigate(to step: ContactsFlowStep) {
        switch step {
        case .contactTappedFromContacts(let id):
            push(diContainer.makeContactDetailsView(contactId: id))
        }
    }
}
