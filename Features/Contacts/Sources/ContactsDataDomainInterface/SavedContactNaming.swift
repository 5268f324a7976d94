import ContactsData

/// The names a saved contact goes by: the person's edit where there is one.
extension SavedContactDataModel {
    var firstName: String { nameEdit?.firstName ?? contact.firstName }
    var lastName: String { nameEdit?.lastName ?? contact.lastName }
    var fullName: String { "\(firstName) \(lastName)" }
}
