import ContactsDatasetKit
import Foundation

/// A randomuser.me request's parameters, read as the service reads them: `results` (1–5000,
/// default 1), `page` (from 1, default 1), `seed`, `nat` (comma-separated codes, any case),
/// `gender` (`male` or `female`), `inc` and `exc` (comma-separated field names).
struct RandomUserQuery: Equatable {
    static let maxResults = 5000
    static let maxPage = 1_000_000
    static let fields = [
        "gender", "name", "location", "email", "login", "registered", "dob", "phone", "cell", "id", "picture", "nat",
    ]

    var results = 1
    var page = 1
    var seed: String
    var filter = PeopleFilter()
    var included: [String] = []
    var excluded: [String] = []

    /// The parameters of `request`, or the message of the first bad one.
    static func parse(_ request: BackendRequest, defaultSeed: String) -> Result<RandomUserQuery, RandomUserQueryError> {
        var query = RandomUserQuery(seed: defaultSeed)
        if let text = request.queryValue("results") {
            guard let results = Int(text), (1...maxResults).contains(results) else {
                return .failure(RandomUserQueryError("results must be a whole number from 1 to \(maxResults), not \"\(text)\""))
            }
            query.results = results
        }
        if let text = request.queryValue("page") {
            guard let page = Int(text), (1...maxPage).contains(page) else {
                return .failure(RandomUserQueryError("page must be a whole number from 1 to \(maxPage), not \"\(text)\""))
            }
            query.page = page
        }
        if let seed = request.queryValue("seed"), !seed.isEmpty { query.seed = seed }
        if let text = request.queryValue("nat") {
            let codes = list(text).map { $0.uppercased() }
            let unknown = codes.filter { !PeopleFilter.supportedNationalities.contains($0) }
            guard unknown.isEmpty else {
                let known = PeopleFilter.supportedNationalities.joined(separator: ", ")
                return .failure(RandomUserQueryError("unknown nat \(unknown.joined(separator: ", ")); known: \(known)"))
            }
            query.filter.nationalities = codes
        }
        if let gender = request.queryValue("gender"), !gender.isEmpty {
            guard PeopleFilter.supportedGenders.contains(gender.lowercased()) else {
                return .failure(RandomUserQueryError("gender must be male or female, not \"\(gender)\""))
            }
            query.filter.gender = gender.lowercased()
        }
        for (name, keep) in [("inc", \RandomUserQuery.included), ("exc", \RandomUserQuery.excluded)] {
            guard let text = request.queryValue(name) else { continue }
            let names = list(text).map { $0.lowercased() }
            let unknown = names.filter { !fields.contains($0) }
            guard unknown.isEmpty else {
                return .failure(RandomUserQueryError("unknown \(name) field \(unknown.joined(separator: ", "))"))
            }
            query[keyPath: keep] = names
        }
        return .success(query)
    }

    /// The record indexes of this page, within a book of `bookSize` people.
    func indexes(bookSize: Int) -> Range<Int> {
        let start = min((page - 1).multipliedReportingOverflow(by: results).partialValue, bookSize)
        return start..<min(start + results, bookSize)
    }

    /// Whether a record keeps its member `field`: named by `inc` when there is one, and not named by `exc`.
    func keeps(_ field: String) -> Bool {
        (included.isEmpty || included.contains(field)) && !excluded.contains(field)
    }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// Why a randomuser.me request was refused: the message of its `{"error": …}` body.
struct RandomUserQueryError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
