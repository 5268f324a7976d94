import ContactsData
import ContactsDomain
import Foundation
import Localization

/// The whole saved book as searches and sorts read it, held in memory: per contact what a
/// row of the list shows, and the folded text a search looks in, all of it in one buffer so
/// a search is one pass over it (`FoldedTextScan`). Orders by name (in a language's collation) and
/// by age are made once each and kept with the index. Built from the saved book as it is at
/// one revision; a change to the book (a page saved, a name edited, a favorite) makes a new one.
final class ContactsListIndex: Sendable {
    private let ids: [String]
    private let firstNames: [String]
    private let lastNames: [String]
    private let cities: [String]
    private let birthDates: [Date]
    private let favorites: [Bool]
    /// Every contact's folded name, e-mail and city, each field ended by `fieldEnd`.
    private let searchText: [UInt8]
    /// Where each contact's text starts in `searchText`, and one past the last.
    private let searchStarts: [Int]
    private let orders: ContactsListOrders

    /// Ends each field of a contact's search text; a search for text holding it finds nothing.
    private static let fieldEnd: UInt8 = 0

    var count: Int { ids.count }

    /// - Parameter contacts: the saved book in source order.
    init(contacts: [ContactsListIndexEntry]) {
        ids = contacts.map(\.id)
        firstNames = contacts.map(\.firstName)
        lastNames = contacts.map(\.lastName)
        cities = contacts.map(\.city)
        birthDates = contacts.map(\.birthDate)
        favorites = contacts.map(\.isFavorite)
        var text: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(contacts.count + 1)
        for contact in contacts {
            starts.append(text.count)
            for field in contact.searchFields {
                text.append(contentsOf: SearchFolding.folded(field).utf8)
                text.append(Self.fieldEnd)
            }
        }
        starts.append(text.count)
        searchText = text
        searchStarts = starts
        orders = ContactsListOrders()
    }

    /// The positions (in source order) of the contacts whose name, e-mail or city holds
    /// `needle` once folded; `nil` for an empty one, which every contact matches.
    func matches(_ needle: String) -> [Int32]? {
        let folded = Array(SearchFolding.folded(needle).utf8)
        guard !folded.isEmpty else { return nil }
        guard !folded.contains(Self.fieldEnd) else { return [] }
        var found: [Int32] = []
        searchText.withUnsafeBytes { text in
            folded.withUnsafeBytes { pattern in
                var offset = 0
                while let position = FoldedTextScan.next(pattern, in: text, from: offset) {
                    let contact = contactHolding(offset: position)
                    found.append(Int32(contact))
                    // One match is enough: go on from the next contact.
                    offset = searchStarts[contact + 1]
                }
            }
        }
        return found
    }

    /// The positions of every contact in `sort`'s order, made once per order and language.
    func order(_ sort: ContactsSortDomainModel, rules: ContactsListRules) -> [Int32]? {
        guard sort != .sourceOrder else { return nil }
        return orders.order(key: "\(sort.rawValue)/\(rules.locale.identifier)") {
            let byName: (Int32, Int32) -> Bool = { [self] lhs, rhs in
                rules.isOrderedByName(
                    (lastNames[Int(lhs)], firstNames[Int(lhs)], ids[Int(lhs)]),
                    (lastNames[Int(rhs)], firstNames[Int(rhs)], ids[Int(rhs)]))
            }
            let positions = (0..<Int32(count)).map { $0 }
            switch sort {
            case .sourceOrder, .name:
                return positions.sorted(by: byName)
            case .age:
                return positions.sorted { [self] lhs, rhs in
                    birthDates[Int(lhs)] != birthDates[Int(rhs)]
                        ? birthDates[Int(lhs)] > birthDates[Int(rhs)] : byName(lhs, rhs)
                }
            }
        }
    }

    func isFavorite(_ position: Int32) -> Bool { favorites[Int(position)] }

    func summary(_ position: Int32, now: Date) -> ContactSummaryDomainModel {
        let index = Int(position)
        return ContactSummaryDomainModel(
            id: ids[index], fullName: "\(firstNames[index]) \(lastNames[index])",
            age: ContactAge.years(bornAt: birthDates[index], now: now), city: cities[index], isFavorite: favorites[index]
        )
    }

    /// The contact whose text holds byte `offset` of `searchText`.
    private func contactHolding(offset: Int) -> Int {
        var low = 0
        var high = searchStarts.count - 1
        while low + 1 < high {
            let middle = (low + high) / 2
            if searchStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return low
    }
}

/// What the index keeps of one saved contact.
struct ContactsListIndexEntry: Sendable {
    let id: String
    let firstName: String
    let lastName: String
    let email: String
    let city: String
    let birthDate: Date
    let isFavorite: Bool

    /// What a search looks in: the name (as edited), the e-mail and the city.
    var searchFields: [String] { ["\(firstName) \(lastName)", email, city] }

    init(_ saved: SavedContactDataModel) {
        id = saved.contact.id
        firstName = saved.firstName
        lastName = saved.lastName
        email = saved.contact.email
        city = saved.contact.city
        birthDate = saved.contact.birthDate
        isFavorite = saved.favoritedAt != nil
    }
}
