import ContactsData
import ContactsDomain
import ContactsTesting
import Foundation
import GRDB
import Persistence
import TestSupport
import Testing

/// Holds the database's write lock on a thread of its own until released,
/// as another process in the middle of a write would.
private final class WriteLockHolder: Sendable {
    private let held = DispatchSemaphore(value: 0)
    private let release = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(path: String) throws {
        let queue = try DatabaseQueue(path: path)
        Thread.detachNewThread { [held, release, finished] in
            try? queue.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                held.signal()
                release.wait()
                try db.execute(sql: "COMMIT")
            }
            finished.signal()
        }
        held.wait()
    }

    func letGo() {
        release.signal()
        finished.wait()
    }
}

@Suite("Two processes editing one contact's name")
struct ConcurrentNameEditsTests {
    @Test("Given another process holds the write lock When one edit sets the first name and another the last Then both survive")
    func bothEditsSurvive() async throws {
        let folder = try TestDatabase.makeTemporaryDirectory(named: "concurrent-edits")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = [[ContactFixtures.contact("zoe", first: "Zoë", last: "Martin")]]
        let first = try ContactsTestContext(
            pages: pages, database: try AppDatabase.open(at: .directory(folder), migrations: [ContactsDatabaseMigrations()])
        )
        let second = try ContactsTestContext(
            pages: pages, database: try AppDatabase.open(at: .directory(folder), migrations: [ContactsDatabaseMigrations()])
        )
        _ = try await first.viewContacts.execute(query: ContactsQueryDomainModel())
        _ = try await second.viewContactDetails.execute(contactId: "zoe")
        let holder = try WriteLockHolder(path: folder.appendingPathComponent("app.sqlite").path)

        async let alpha = first.editContactName.execute(contactId: "zoe", change: ContactNameChangeDomainModel(firstName: "Alpha"))
        async let beta = second.editContactName.execute(contactId: "zoe", change: ContactNameChangeDomainModel(lastName: "Beta"))
        // Both edits are under way, waiting on the lock, before it is let go.
        try await Task.sleep(for: .milliseconds(300))
        holder.letGo()
        _ = try await (alpha, beta)

        let details = try await first.viewContactDetails.execute(contactId: "zoe")
        #expect(details.firstName == "Alpha")
        #expect(details.lastName == "Beta")
    }
}
