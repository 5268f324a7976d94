import Foundation
import JourneyKit
import Testing

@Suite("Journeys with captures")
struct CaptureJourneyTests {
    @Test("Given a value captured from output When a later command of the same session uses it Then the app is sent the value")
    func sameSession() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(
            parsing: """
                > say 1. Linen shirt · MS100007
                1. [..] · [[style:MS[0-9]+]]
                > say open {style}
                open MS100007
                > say {style} again
                {style} again
                """, name: "capture.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(result.passed, "\(result.report)")
        #expect(result.blocks[1].actual == ["open MS100007"])
    }

    @Test("Given a value captured before a restart When the next session uses it Then it is still known")
    func laterSession() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(
            parsing: "> say id C42\nid [[id]]\n> restart\n> say {id}\nC42\n", name: "restart.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(result.passed, "\(result.report)")
    }

    @Test("Given a {NAME} nothing captured When the journey runs Then it fails naming the name and its line, and stops there")
    func neverCaptured() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(
            parsing: "> say one\none\n> say {nope}\nx\n> say three\nthree\n", name: "never.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(!result.passed)
        #expect(
            result.report.contains(
                "never.journey:3: \"{nope}\" was never captured: no \"[[nope]]\" before this line kept it"), "\(result.report)")
        #expect(result.blocks[2].actual == nil)
    }

    @Test("Given an expected line using a {NAME} never captured When the journey runs Then its block fails naming it")
    func neverCapturedInOutput() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(parsing: "> say a\n{ghost}\n", name: "ghost.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(result.report.hasPrefix("ghost.journey:1: \"{ghost}\" was never captured"), "\(result.report)")
    }
}
