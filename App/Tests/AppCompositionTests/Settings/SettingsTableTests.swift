import Foundation
import Testing

@testable import AppComposition

/// The root README's table of settings is made from the app's list of settings:
/// `UPDATE_SETTINGS_TABLE=1 swift test --filter SettingsTable` rewrites it, and without the
/// variable this test fails when the README's copy differs.
@Suite("The README's table of settings")
struct SettingsTableTests {
    @Test("Given the app's settings When the table is made Then the README holds exactly that table")
    func readmeTableIsCurrent() throws {
        let readmeURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let updated = try #require(
            SettingsTable.replacing(in: readme, with: SettingsTable.markdown()), "README.md lacks the markers")
        if ProcessInfo.processInfo.environment["UPDATE_SETTINGS_TABLE"] == "1" {
            try Data(updated.utf8).write(to: readmeURL)
            return
        }
        #expect(
            updated == readme,
            "README.md's table of settings is stale: run UPDATE_SETTINGS_TABLE=1 swift test --filter SettingsTable")
    }

    @Test("Given a setting When its row is made Then it names the key, the flag and the variables")
    func row() {
        #expect(
            SettingsTable.markdown().contains(
                "| `contacts.url` | `--contacts-url <url>` | `APP_CONTACTS_URL`, `CONTACTS_URL` | text |"))
    }
}
