import Foundation
import Testing

@testable import AppSettings

/// The short way: with nothing outside the command line to read, the settings are the command
/// line's, exactly as swift-configuration's providers would have read them.
@Suite("Settings when only the command line gives any")
struct CommandLineOnlySettingsTests {
    private let missingFile = SettingsSources.File(
        path: "/nonexistent-\(UUID().uuidString)/mosaic.json", source: .file(path: "mosaic.json"), mustExist: false)

    @Test(
        "Given flags, variables that are not the app's and a data-folder file that is not there When read Then the result is the providers' own, without them"
    )
    func sameAsProviders() async {
        let sources = SettingsSources(
            commandLine: ["contacts.url": "http://flag", "contacts.count": "3", "toggles.wishlist": "true"],
            environment: ["LANG": "fr_FR.UTF-8", "HOME": "/root"], files: [missingFile])

        let short = await SettingsResolver.resolve(SettingsFixture.keys, from: sources)
        let long = await SettingsResolver.resolveThroughProviders(SettingsFixture.keys, from: sources)

        #expect(sources.holdsOnlyCommandLine(for: SettingsFixture.keys))
        #expect(short.values == long.values)
        #expect(short.problems.isEmpty && long.problems.isEmpty)
        #expect(short["contacts.count"]?.source == .commandLine)
    }

    @Test(
        "Given an APP_ variable, an older variable, a config file named or one that is there When read Then the providers read them",
        arguments: [
            SettingsSources(environment: ["APP_LOG_LEVEL": "debug"]),
            SettingsSources(environment: ["CONTACTS_URL": "http://old-variable"]),
            SettingsSources(files: [SettingsSources.File(path: "/nonexistent/mosaic.json", source: .file(path: "mosaic.json"))]),
        ])
    func outsideValuesTakeTheLongWay(sources: SettingsSources) {
        #expect(!sources.holdsOnlyCommandLine(for: SettingsFixture.keys))
    }

    @Test("Given a data-folder file that is there When read Then its values are read")
    func presentFileIsRead() async throws {
        let path = try SettingsFixture.file("mosaic.json", #"{"log": {"level": "debug"}}"#)
        let settings = await SettingsFixture.resolve(files: [
            SettingsSources.File(path: path, source: .file(path: path), mustExist: false)
        ])
        #expect(settings["log.level"]?.text == "debug")
    }
}
