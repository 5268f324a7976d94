import ContactsPresentation
import FeatureKit
import Navigation

/// The routes of the Contacts screens: `contacts` (the list) and `contacts/{id}` (a
/// contact's details over the list, once the contact is found).
extension ContactsFeature {
    public nonisolated static let listRoute = FeatureRoute("contacts")
    public nonisolated static let detailsRoute = FeatureRoute("contacts/{id}")

    public var routes: [FeatureRoute] { [Self.listRoute, Self.detailsRoute] }

    public func openRoute(_ match: RouteMatch, navigation: NavigationStack) async -> RouteOpening {
        guard match.route == Self.detailsRoute, let id = match["id"] else {
            return .flow(ContactsFlow(diContainer: diContainer, navigation: navigation))
        }
        switch await diContainer.makeContactRouteViewModel().contactRouteFollowed(id: id) {
        case .found(let contactId):
            return .flow(ContactsFlow(diContainer: diContainer, navigation: navigation, start: .details(contactId: contactId)))
        case .refused(let message):
            return .refused(message)
        }
    }
}
