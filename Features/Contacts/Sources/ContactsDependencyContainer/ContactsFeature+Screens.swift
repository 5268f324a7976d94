import ContactsPresentation
import FeatureKit
import Navigation

/// The Contacts screens as `app --describe` lists them.
extension ContactsFeature {
    /// The list (`contacts`) and a contact's details (`contacts/{id}`).
    public func screenCatalog() -> [FeatureScreen] {
        let flowStepEmitter = FlowStepEmitter<ContactsFlowStep>()
        return [
            FeatureScreen(diContainer.makeContactsListView(flowStepEmitter: flowStepEmitter), routes: [Self.listRoute]),
            FeatureScreen(diContainer.makeContactDetailsView(contactId: ""), routes: [Self.detailsRoute]),
        ]
    }
}
