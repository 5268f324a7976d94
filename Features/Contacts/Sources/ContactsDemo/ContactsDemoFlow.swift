import ContactsDependencyContainer
import ContactsPresentation
import Navigation

/// The Contacts screens on their own, without the app around them.
@MainActor
final class ContactsDemoFlow: Flow {
    private let diContainer: ContactsDiContainer
    private let emitter = FlowStepEmitter<ContactsFlowStep>()

    init(diContainer: ContactsDiContainer, navigation: NavigationStack) {
        self.diContainer = diContainer
        super.init(navigation: navigation)
        emitter.listen { [weak self] step in
            guard let self else { return }
            switch step {
            case .contactTappedFromContacts(let id):
                push(diContainer.makeContactDetailsView(contactId: id))
            }
        }
    }

    override func start() {
        navigation.setRoot(diContainer.makeContactsListView(flowStepEmitter: emitter), owner: self)
    }
}
