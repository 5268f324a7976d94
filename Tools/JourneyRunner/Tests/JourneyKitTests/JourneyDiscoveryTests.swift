import Foundation
import JourneyKit
import Testing

@Suite("JourneyDiscovery and AppLocator")
struct JourneyDiscoveryTests {
    @Test("Given a folder with journeys in sub-folders and other files When searched Then only the journeys are found, sorted")
    func findsJourneys() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("> home\n", to: "b.journey")
        _ = try folder.write("> home\n", to: "products/a.journey")
        _ = try folder.write("notes", to: "README.md")

        let files = JourneyDiscovery.journeyFiles(in: folder.url)

        #expect(
            files.map { JourneyDiscovery.displayName(of: $0, relativeTo: folder.url) } == ["b.journey", "products/a.journey"])
    }

    @Test("Given a folder without journeys When searched Then none are found")
    func emptyFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        #expect(JourneyDiscovery.journeyFiles(in: folder.url).isEmpty)
    }

    @Test("Given JOURNEY_APP is set When the app is located Then that path is used")
    func override() {
        #expect(AppLocator.app(environment: ["JOURNEY_APP": "/opt/app"]).path == "/opt/app")
    }

    @Test("Given no override When the app is located Then it is named app, beside or above the running executable")
    func besideExecutable() {
        let app = AppLocator.app(environment: [:])
        let executableFolder = AppLocator.currentExecutable().deletingLastPathComponent().path

        #expect(app.lastPathComponent == "app")
        #expect(executableFolder.hasPrefix(app.deletingLastPathComponent().path))
    }
}
