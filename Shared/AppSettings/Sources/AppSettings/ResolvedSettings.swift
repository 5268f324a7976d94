/// Every setting some layer gave a value, with where it came from, and what was wrong on the way.
public struct ResolvedSettings: Sendable {
    public let values: [String: ResolvedSetting]
    /// Mistakes in files and variables, in the order met; each one's layer or value was left out.
    public let problems: [SettingsProblem]
    /// The config files left out for a mistake in them, by path.
    public let unusedFiles: [String]

    public init(values: [String: ResolvedSetting], problems: [SettingsProblem], unusedFiles: [String] = []) {
        self.values = values
        self.problems = problems
        self.unusedFiles = unusedFiles
    }

    /// Nothing read, nothing wrong.
    public static let none = ResolvedSettings(values: [:], problems: [])

    public subscript(name: String) -> ResolvedSetting? { values[name] }
}
