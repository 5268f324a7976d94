/// Every setting some layer gave a value, with where it came from, and what was wrong on the way.
public struct ResolvedSettings: Sendable {
    public let values: [String: ResolvedSetting]
    /// Mistakes in files and variables, in the order met; each one's layer or value was left out.
    public let problems: [SettingsProblem]

    public init(values: [String: ResolvedSetting], problems: [SettingsProblem]) {
        self.values = values
        self.problems = problems
    }

    public subscript(name: String) -> ResolvedSetting? { values[name] }
}
