import AppSettings

/// The README's table of settings, made from ``AppSettingFlags``: one row a key, with its flag,
/// its variable and what it takes. A test keeps the README's copy equal to it.
enum SettingsTable {
    static let begin =
        "<!-- settings-table:begin (written by App's tests: UPDATE_SETTINGS_TABLE=1 swift test --filter SettingsTable) -->"
    static let end = "<!-- settings-table:end -->"

    static func markdown(_ flags: [SettingFlag] = AppSettingFlags.all) -> String {
        let rows = flags.map { flag in
            let variables = ([flag.key.environmentVariable] + flag.key.legacyEnvironmentVariables).map { "`\($0)`" }
            return
                "| `\(flag.key.name)` | `\(flag.option.synopsis.replacingOccurrences(of: "|", with: "\\|"))` | \(variables.joined(separator: ", ")) | "
                + "\(flag.key.kind.expectation.replacingOccurrences(of: "takes ", with: "")) |"
        }
        let toggleRows = AppToggles.declared.map { toggle in
            let key = SettingKey(toggle.settingKey, kind: .onOff)
            return "| `\(key.name)` | `--toggle \(toggle.name)=on\\|off` | `\(key.environmentVariable)` | "
                + "true or false (default \(toggle.isOnByDefault ? "true" : "false")): off hides \(toggle.hides) |"
        }
        return (["| key | flag | variable | takes |", "|---|---|---|---|"] + rows + toggleRows).joined(separator: "\n")
    }

    /// `readme` with the text between the markers made `table`; nil when the markers are missing.
    static func replacing(in readme: String, with table: String) -> String? {
        guard let start = readme.range(of: begin), let finish = readme.range(of: end), start.upperBound <= finish.lowerBound
        else { return nil }
        return readme.replacingCharacters(in: start.upperBound..<finish.lowerBound, with: "\n" + table + "\n")
    }
}
