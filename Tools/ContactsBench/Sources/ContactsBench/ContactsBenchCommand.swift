import AppCore
import ArgumentParser
import ContactsBenchKit
import ContactsData
import ContactsDomain
import Foundation
import Persistence
import ProductListingBenchKit

/// `contacts-bench`: saves a generated book of contacts (100,000 by default) through the
/// feature's Data layer into a scratch database, then prints the median and p99 of paging,
/// searching, sorting and opening through the use cases, next to a plain GRDB query of the
/// same contacts, the save time and the peak memory.
@main
struct ContactsBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contacts-bench",
        abstract: "Times the contact book at 100,000 contacts.",
        discussion: """
            Run in release from the repository root:
              swift run -c release --package-path Tools/ContactsBench contacts-bench --count 100000
            """
    )

    @OptionGroup var options: ContactsBenchOptions

    func run() async throws {
        #if DEBUG
        Self.note("a debug build: the figures mean something only in release (-c release)")
        #endif
        let folder =
            options.scratch.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("contacts-bench-\(UUID().uuidString)")
        defer { if !options.keep { try? FileManager.default.removeItem(at: folder) } }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = try AppDatabase.open(at: .directory(folder), migrations: [ContactsDatabaseMigrations()])
        let now = Date()
        let source = GeneratedContactsSource(count: options.count, seed: options.seed, now: now)
        let stack = BenchContactsStack(database: database, source: source, count: options.count, clock: SystemAppClock())
        let clock = ContinuousClock()

        PeakMemory.reset()
        Self.note("saving \(options.count) contacts")
        let saveTime = try await clock.measure {
            try await stack.saveWholeBook { saved, total in
                if saved % 500 == 0 { Self.note("saved \(saved) of \(total) pages") }
            }
        }
        let savePeak = PeakMemory.ofThisProcess()
        PeakMemory.reset()

        let middlePage = options.middlePage(pageSize: ContactsPageRequest.defaultPageSize)
        let firstSearch = try await clock.measure { _ = try await stack.search(options.search) }
        guard let openId = try await stack.page(ContactsQueryDomainModel(page: middlePage)).ids.first else {
            throw ContactsBenchFailure("page \(middlePage) is empty")
        }
        let scenarios = ContactsScenarios(
            stack: stack, reference: try await ReferenceQueries(database: database), middlePage: middlePage,
            searchText: options.search,
            openId: openId)
        let sampler = ContactsLatencySampler(runs: options.runs, warmUp: options.warmUp)
        var rows: [BenchRow] = []
        for scenario in scenarios.all() {
            guard let row = try await sampler.measure(scenario) else { continue }
            rows.append(row)
            Self.note(String(format: "%@: %.3f ms median, %.3f ms p99", row.name, row.fullStack.median, row.fullStack.p99))
        }
        let report = ContactsBenchReport(
            contactCount: options.count, saveSeconds: Self.seconds(saveTime),
            servingSeconds: Self.seconds(source.timeMakingPages),
            firstWholeBookSeconds: Self.seconds(firstSearch),
            rows: rows, savePeakBytes: savePeak, browsePeakBytes: PeakMemory.ofThisProcess()
        )
        print(report.lines.joined(separator: "\n"))
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Progress on standard error, so standard output holds the report alone.
    @Sendable
    static func note(_ text: String) {
        FileHandle.standardError.write(Data("· \(text)\n".utf8))
    }
}
