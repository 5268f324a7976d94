import ContactsPresentation
import ReplKit
import SystemKit
import Testing

@MainActor
@Suite("Contacts list screen")
struct ContactsListViewTests {
    @Test("Given the bundled contacts When the list appears Then 20 numbered rows show, then the page and the total")
    func firstPage() async throws {
        let harness = try ContactsScreensHarness()
        let view = await harness.listView()

        let lines = view.render()

        #expect(lines.count == 22)
        #expect(lines[0].hasPrefix("   1. "))
        #expect(lines[19].hasPrefix("  20. "))
        #expect(lines[20].hasPrefix("Page 1 of "))
        #expect(lines[20].hasSuffix(" contacts"))
    }

    @Test("Given the list When the person opens row 3 Then the flow is told which contact")
    func openEmitsStep() async throws {
        let harness = try ContactsScreensHarness()
        let view = await harness.listView()
        let third = view.viewModel.visibleContacts[2]

        _ = await harness.run("open", ["3"], on: view)

        #expect(harness.steps == [.contactTappedFromContacts(id: third.id)])
    }

    @Test("Given the list When the person types next twice and prev once Then page 2 shows")
    func paging() async throws {
        let harness = try ContactsScreensHarness()
        let view = await harness.listView()

        _ = await harness.run("next", on: view)
        _ = await harness.run("next", on: view)
        _ = await harness.run("prev", on: view)

        #expect(view.render().contains { $0.hasPrefix("Page 2 of ") })
    }

    @Test("Given page 1 When the person types prev Then they are told it is the first page")
    func prevOnFirstPage() async throws {
        let harness = try ContactsScreensHarness()
        let view = await harness.listView()

        let outcome = await harness.run("prev", on: view)

        #expect(outcome == .message("This is the first page."))
    }

    @Test("Given the list When the person favorites row 1 and filters favorites Then only that contact shows, starred")
    func favorites() async throws {
        let harness = try ContactsScreensHarness()
        let view = await harness.listView()
        let first = view.viewModel.visibleContacts[0]

        _ = await harness.run("fav", ["1"], on: view)
        _ = await harness.run("filter", ["fav"], on: view)

        #expect(view.viewModel.visibleContacts.map(\.id) == [first.id])
        #expect(view.render().first?.contains("★") == true)
    }

    @Test("Given row 1 is a favorite When the person types fav 1 again Then they are told it is a favorite already")
    func favTwice() async throws {
        let harness = try ContactsScreensHarness()
        let view = await harness.listView()
        let first = view.viewModel.visibleContacts[0]
        _ = await harness.run("fav", ["1"], on: view)

        let outcome = await harness.run("fav", ["1"], on: view)

        #expect(outcome == .message("\(first.fullName) is already a favorite."))
    }

    @Test("Given the list When the person searches a name nobody has Then the screen says so, then the status line")
    func emptySearchRender() async throws {
        let harness = try ContactsScreensHarness()
        let view = await harness.listView()

        _ = await harness.run("search", ["nobody-has-this-name"], on: view)
        let lines = view.render()

        #expect(lines.count == 2)
        #expect(lines[0] == "  No contact matches \"nobody-has-this-name\" — type search to see them all.")
        #expect(lines[1].hasPrefix("Page 1 of "))
    }

    @Test("Given the list When the person sorts by a key that does not exist Then they are told the keys")
    func unknownSortKey() async throws {
        let harness = try ContactsScreensHarness()
        let view = await harness.listView()

        let outcome = await harness.run("sort", ["height"], on: view)

        #expect(outcome == .failure("Sort by name, age or default — for example: sort name."))
    }

    @Test("Given the list When the person names row 99 Then they are told the numbers on screen")
    func outOfRange() async throws {
        let harness = try ContactsScreensHarness()
        let view = await harness.listView()

        let outcome = await harness.run("open", ["99"], on: view)

        #expect(outcome == .failure("there is no item 99 — type a number from 1 to 20"))
    }
}

@MainActor
@Suite("Contacts list screen while the whole book is saved")
struct ContactsListSyncProgressTests {
    final class Updates: Sendable {
        private let texts = LockedState<[String]>([])
        func append(_ text: String) { texts.withLock { $0.append(text) } }
        var all: [String] { texts.withLock { $0 } }
    }

    @Test("Given page 1 saved When the person searches Then progress counts the pages up and the result says how many were saved")
    func searchShowsProgress() async throws {
        let updates = Updates()
        let harness = try ContactsScreensHarness(progress: ReplProgress { updates.append($0) })
        let progressView = await harness.listView()

        let outcome = await harness.run("search", ["jose"], on: progressView)

        #expect(updates.all.first == "\r\u{1B}[KSaving contacts… 2 of 26 pages")
        #expect(updates.all.last == "\r\u{1B}[KSaving contacts… 26 of 26 pages")
        #expect(outcome == .messageThenRender("Saved 25 more pages of contacts to search the whole book."))
    }
}
