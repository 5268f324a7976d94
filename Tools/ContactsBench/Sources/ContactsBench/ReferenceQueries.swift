import ContactsBenchKit
import ContactsData
import Foundation
import GRDB
import Persistence

/// The reference: the same contacts read with a plain GRDB query and decoded, nothing else.
/// What the app's path costs above this is the price of its layers, rules and cache policy.
struct ReferenceQueries: Sendable {
    let database: AppDatabase
    /// The book the bench saved (the database holds that one alone).
    let sourceKey: String

    init(database: AppDatabase) async throws {
        self.database = database
        sourceKey =
            try await database.writer.read { db in
                try String.fetchOne(db, sql: "SELECT sourceKey FROM contactPage LIMIT 1")
            } ?? ""
    }

    /// Page `page` of the saved book, in the source's order (the index on book, page and position).
    func page(_ page: Int) async throws -> ContactsBenchAnswer {
        try await read(
            sql: "SELECT payload FROM contact WHERE sourceKey = ? AND sourcePage = ? ORDER BY sourcePosition",
            arguments: [sourceKey, page])
    }

    /// The contacts `answer` names, in its order.
    func contacts(_ answer: ContactsBenchAnswer) async throws -> ContactsBenchAnswer {
        let marks = Array(repeating: "?", count: answer.ids.count).joined(separator: ",")
        let found = try await read(
            sql: "SELECT payload FROM contact WHERE id IN (\(marks))", arguments: StatementArguments(answer.ids))
        let byId = Dictionary(zip(found.ids, found.names), uniquingKeysWith: { first, _ in first })
        return ContactsBenchAnswer(ids: answer.ids.filter { byId[$0] != nil }, names: answer.ids.compactMap { byId[$0] })
    }

    private func read(sql: String, arguments: StatementArguments) async throws -> ContactsBenchAnswer {
        let payloads = try await database.writer.read { db in try String.fetchAll(db, sql: sql, arguments: arguments) }
        let decoder = JSONDecoder()
        let contacts = try payloads.map { try decoder.decode(ContactDataModel.self, from: Data($0.utf8)) }
        return ContactsBenchAnswer(ids: contacts.map(\.id), names: contacts.map { "\($0.firstName) \($0.lastName)" })
    }
}
