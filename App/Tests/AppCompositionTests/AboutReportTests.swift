import FeatureKit
import Foundation
import Localization
import Persistence
import Testing

@testable import AppComposition

@Suite("About")
struct AboutReportTests {
    private let strings = AppStrings.localizer(CurrentAppLanguage())

    @Test("Given dev on a data folder with a contacts server When about is shown Then it names each source and its freshness")
    func devReport() throws {
        let backend = try #require(URL(string: "http://127.0.0.1:8080"))
        let contacts = try #require(URL(string: "http://127.0.0.1:8080/api/"))
        let report = AboutReport(
            version: "1.2.3", environment: .dev, services: .backend(baseURL: backend),
            databaseLocation: .directory(URL(fileURLWithPath: "/tmp/mosaic")),
            migrations: ["contacts.v1.cache", "tools.v3.lessonsAndLanguages"],
            sources: [
                FeatureSourceStatus(
                    title: "Contacts", address: contacts, lastSavedAt: Date(timeIntervalSince1970: 1_768_478_400)),
                FeatureSourceStatus(title: "Tools", address: backend, lastSavedAt: nil),
                FeatureSourceStatus(title: "Products", address: nil, lastSavedAt: nil),
            ])

        #expect(
            report.lines(strings: strings) == [
                "Version: 1.2.3",
                "Environment: dev — sources at the backend http://127.0.0.1:8080",
                "Data folder: /tmp/mosaic",
                "Database schema: 2 migrations, the latest tools.v3.lessonsAndLanguages",
                "Contacts: http://127.0.0.1:8080/api/ · saved 2026-01-15 12:00 UTC",
                "Tools: http://127.0.0.1:8080 · nothing saved yet",
                "Products: bundled data",
            ])
    }

    @Test("Given no environment in memory When about is shown Then it says no network and nothing saved")
    func embeddedReport() {
        let report = AboutReport(
            version: "1.2.3", environment: nil, services: .embedded, databaseLocation: .inMemory, migrations: [], sources: [])

        let lines = report.lines(strings: strings)

        #expect(lines[1] == "Environment: none — every feature on the data bundled with the app, no network")
        #expect(lines[2] == "Data folder: none — kept in memory, nothing is saved")
        #expect(lines[3] == "Database schema: 0 migrations, the latest —")
    }
}
