import Foundation
import JourneyKit
import Testing

/// `app --help` as a person types it: the app's own options, then each registered
/// feature's, under its name (built only when help is asked for).
@Suite("The app's help")
struct AppHelpProcessTests {
    @Test("Given app --help When it runs Then the feature options are listed under each feature's name and it exits 0")
    func helpListsFeatureOptions() async throws {
        let result = try await AppProcessRunner(timeout: .seconds(300)).run(
            AppLocator.app(), arguments: ["--help"], environment: ["PATH": "/usr/bin:/bin"]
        )

        #expect(result.exitStatus == 0, "\(result.summary)\n\(result.standardError)")
        #expect(result.standardOutput.contains("CONTACTS OPTIONS:"))
        #expect(result.standardOutput.contains("--contacts-url <url>"))
        #expect(result.standardOutput.contains("--in-memory"))
    }
}
