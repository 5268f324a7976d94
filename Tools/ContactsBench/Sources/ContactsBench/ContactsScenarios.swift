import ContactsBenchKit
import ContactsDomain

/// What the bench times: the first and a middle page, a search for a common fragment and one
/// typed in capitals without its accent ("JOSE" finds José), the list sorted by name and by
/// age, and one contact's details, each through the app's use cases and next to its reference.
struct ContactsScenarios {
    let stack: BenchContactsStack
    let reference: ReferenceQueries
    let middlePage: Int
    let searchText: String
    /// The contact the details scenario opens.
    let openId: String

    func all() -> [ContactsBenchScenario] {
        let stack = stack
        let reference = reference
        let middlePage = middlePage
        let searchText = searchText
        let openId = openId
        return [
            ContactsBenchScenario(
                name: "page 1", app: { try await stack.page(ContactsQueryDomainModel()) },
                reference: { _ in try await reference.page(1) }),
            ContactsBenchScenario(
                name: "page \(middlePage) (middle)", app: { try await stack.page(ContactsQueryDomainModel(page: middlePage)) },
                reference: { _ in try await reference.page(middlePage) }),
            ContactsBenchScenario(
                name: "search \"\(searchText)\"", app: { try await stack.search(searchText) },
                reference: { try await reference.contacts($0) }),
            ContactsBenchScenario(
                name: "search \"JOSE\" (case, accents)", app: { try await stack.search("JOSE") },
                reference: { try await reference.contacts($0) }),
            ContactsBenchScenario(
                name: "sort name, page 1", app: { try await stack.page(ContactsQueryDomainModel(sort: .name)) },
                reference: { try await reference.contacts($0) }),
            ContactsBenchScenario(
                name: "sort name, page \(middlePage)",
                app: { try await stack.page(ContactsQueryDomainModel(page: middlePage, sort: .name)) },
                reference: { try await reference.contacts($0) }),
            ContactsBenchScenario(
                name: "sort age, page 1", app: { try await stack.page(ContactsQueryDomainModel(sort: .age)) },
                reference: { try await reference.contacts($0) }),
            ContactsBenchScenario(
                name: "open a contact", app: { try await stack.open(openId) },
                reference: { try await reference.contacts($0) }),
        ]
    }
}
