import AppSettings
import Foundation

/// The keys the tests read, a few of each kind, and config files written to a fresh folder.
enum SettingsFixture {
    static let keys: [SettingKey] = [
        SettingKey("contacts.url", kind: .text, legacyEnvironmentVariables: ["CONTACTS_URL"]),
        SettingKey("contacts.cacheMaxAge", kind: .number),
        SettingKey("contacts.count", kind: .integer),
        SettingKey("log.level", kind: .choice(["trace", "debug", "info", "notice", "warning", "error", "critical"])),
        SettingKey("toggles.wishlist", kind: .onOff),
    ]

    /// A new empty folder under the temporary folder.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `text` written to `name` in a new folder; the file's path.
    static func file(_ name: String, _ text: String) throws -> String {
        let url = try folder().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static func resolve(
        commandLine: [String: String] = [:], environment: [String: String] = [:], files: [SettingsSources.File] = []
    ) async -> ResolvedSettings {
        await SettingsResolver.resolve(
            keys, from: SettingsSources(commandLine: commandLine, environment: environment, files: files))
    }
}
