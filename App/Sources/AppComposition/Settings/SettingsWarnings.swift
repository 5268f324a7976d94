import AppSettings
import SystemKit

/// Says on standard error what was wrong in the settings — a config file's mistakes with their
/// lines, a variable of the wrong kind, a value its flag refuses — and that the app goes on without it.
struct SettingsWarnings {
    var write: @Sendable (String) -> Void = { DescriptorWriter.standardError.write($0) }

    func say(_ settings: ResolvedSettings) {
        for problem in settings.problems { write("Warning: \(problem)\n") }
        for path in settings.unusedFiles { write("Warning: \(path) was not used; the app starts without it.\n") }
    }

    func sayRefused(_ setting: ResolvedSetting, because message: String) {
        write("Warning: \(setting.key.name) from \(setting.source) was not used: \(message)\n")
    }
}
