import AppCore
import ContactsBenchKit
import ContactsData
import ContactsDependencyContainer
import ContactsDomain
import Foundation
import Localization
import Persistence

/// The Contacts feature as the app builds it (`ContactsDataLayerDependencies` and
/// `ContactsDomainLayerDependencies`, a remote book of `count` contacts), on the bench's
/// database and the generated source.
struct BenchContactsStack: Sendable {
    let dataLayer: ContactsDataLayerDependencies
    let domainLayer: ContactsDomainLayerDependencies

    init(database: AppDatabase, source: GeneratedContactsSource, count: Int, clock: any AppClock) {
        let configuration = ContactsSourceConfiguration(
            source: .remote(URL(fileURLWithPath: "/contacts-bench")), cacheMaxAge: 365 * 24 * 60 * 60,
            remoteContactCount: count, seed: "contacts-bench"
        )
        dataLayer = ContactsDataLayerDependencies(database: database, clock: clock, configuration: configuration, source: source)
        domainLayer = ContactsDomainLayerDependencies(
            dataLayer: dataLayer, clock: clock, currentAppLanguage: CurrentAppLanguage())
    }

    /// Fetches and saves every page of the book, as the first search of a remote book does.
    func saveWholeBook(progress: @escaping @Sendable (Int, Int) -> Void) async throws {
        let sync = await dataLayer.getContactsRepository().syncAllPages(onProgress: progress)
        if let failure = sync.failure { throw ContactsBenchFailure("saving the book stopped: \(failure)") }
    }

    func page(_ query: ContactsQueryDomainModel) async throws -> ContactsBenchAnswer {
        let page = try await domainLayer.getViewContactsUseCase().execute(query: query)
        return ContactsBenchAnswer(ids: page.contacts.map(\.id), names: page.contacts.map(\.fullName))
    }

    func search(_ text: String) async throws -> ContactsBenchAnswer {
        let page = try await domainLayer.getSearchContactsUseCase().execute(searchText: text, in: ContactsQueryDomainModel())
        return ContactsBenchAnswer(ids: page.contacts.map(\.id), names: page.contacts.map(\.fullName))
    }

    func open(_ id: String) async throws -> ContactsBenchAnswer {
        let details = try await domainLayer.getViewContactDetailsUseCase().execute(contactId: id)
        return ContactsBenchAnswer(ids: [details.id], names: ["\(details.firstName) \(details.lastName)"])
    }
}
