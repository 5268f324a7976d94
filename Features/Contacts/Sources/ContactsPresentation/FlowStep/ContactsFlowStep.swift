import Navigation

/// What a person did on a Contacts screen that may lead elsewhere.
public enum ContactsFlowStep: FlowStep, Equatable {
    case contactTappedFromContacts(id: String)
}
