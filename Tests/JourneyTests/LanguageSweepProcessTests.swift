import Foundation
import JourneyKit
import Testing

/// `journey --languages` against the real app and the repository's string tables.
@Suite("Every language against the app")
struct LanguageSweepProcessTests {
    /// The repository, found from this file's place in it.
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(
        "Given the home screen and the products list When swept in Spanish, Arabic and Japanese Then no translation mistake is found"
    )
    func homeAndProducts() async throws {
        let app = AppLocator.app()
        try #require(FileManager.default.isExecutableFile(atPath: app.path), "No app at \(app.path): swift build --product app")
        let tables = StringTables.read(under: Self.repository)
        let journey = try JourneyFile(parsing: "> home\n...\n> products\n...\n> open 1\n...\n", name: "sweep.journey")

        let outcomes = await LanguageSweep(runner: JourneyRunner(app: app), tables: tables)
            .sweep(journey, languages: ["es", "ar", "ja"], jobs: 2)

        #expect(tables.languages.count == 24)
        #expect(outcomes.map(\.language) == ["es", "ar", "ja"])
        for outcome in outcomes {
            #expect(outcome.problems.isEmpty, "\(outcome.language): \(outcome.problems)")
        }
    }
}
