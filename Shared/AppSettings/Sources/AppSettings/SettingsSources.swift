import Foundation

/// What the settings are read from, highest precedence first: the command line's flags (by
/// setting name), the process environment, then config files (the one `--config` names or
/// `mosaic.json` in the data folder, then the file shipped for the environment).
public struct SettingsSources: Sendable {
    /// A config file and the layer it is.
    public struct File: Sendable {
        public let path: String
        public let source: SettingSource
        /// False for a file looked for where it may not be (`mosaic.json` in the data folder).
        public let mustExist: Bool

        public init(path: String, source: SettingSource, mustExist: Bool = true) {
            self.path = path
            self.source = source
            self.mustExist = mustExist
        }
    }

    /// Setting name → the text after its flag (`"contacts.url": "http://…"`); `"true"` for a flag that takes none.
    public var commandLine: [String: String]
    public var environment: [String: String]
    public var files: [File]

    public init(commandLine: [String: String] = [:], environment: [String: String] = [:], files: [File] = []) {
        self.commandLine = commandLine
        self.environment = environment
        self.files = files
    }

    /// Whether no layer but the command line can give one of `keys` a value: no file that must be
    /// read or is there, no `APP_…` variable, no key's older variable.
    func holdsOnlyCommandLine(for keys: [SettingKey]) -> Bool {
        guard files.allSatisfy({ !$0.mustExist && !FileManager.default.fileExists(atPath: $0.path) }) else { return false }
        guard !environment.keys.contains(where: { $0.hasPrefix("APP_") }) else { return false }
        return !keys.contains { key in key.legacyEnvironmentVariables.contains { environment[$0] != nil } }
    }
}
