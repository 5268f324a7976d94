import Foundation
import JourneyKit
import Testing

/// The journey language against the real app and the real local backend: what a failing
/// request line reports, and a value captured from one screen used to open another.
@Suite("Journey language against the app and the local backend")
struct JourneyLanguageProcessTests {
    private static func runner() throws -> JourneyRunner {
        let app = AppLocator.app()
        try #require(FileManager.default.isExecutableFile(atPath: app.path), "No app at \(app.path): swift build --product app")
        return JourneyRunner(app: app)
    }

    @Test(
        "Given a < line the app never sent When the journey runs against the backend Then it fails naming the line and listing every request as < lines"
    )
    func missingRequestIsReported() async throws {
        let journey = try JourneyFile(
            parsing: """
                # backend: contacts=40
                > contacts
                ...
                < GET /api/?[..]page=1[..]
                < DELETE /api/
                """, name: "requests.journey")

        let result = await try Self.runner().run(journey)

        #expect(!result.passed)
        #expect(
            result.report.contains("requests.journey:5: request not sent (in this order): < DELETE /api/"), "\(result.report)")
        #expect(result.report.contains("session 1 sent "), "\(result.report)")
        #expect(result.report.contains("\n  < GET /api/?"), "\(result.report)")
    }

    @Test("Given a contact's name captured from the list When the next command searches for it Then the app is sent the name")
    func capturedValueIsSent() async throws {
        let journey = try JourneyFile(
            parsing: """
                # backend: contacts=40
                > contacts
                Contacts
                   1. [[first]] [..]
                ...
                < GET /api/?[..]page=1[..]
                > search {first}
                ...
                  1. {first} [..]
                ...
                < GET /api/?[..]page=2[..]
                """, name: "capture.journey")

        let result = await try Self.runner().run(journey)

        #expect(result.passed, "\(result.report)")
    }
}
