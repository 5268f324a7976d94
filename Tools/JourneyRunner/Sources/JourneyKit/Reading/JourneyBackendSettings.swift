/// What a journey's `# backend:` line asks of the local backend: `key=value` words, where
/// `scenario=NAME` names the faults to start with (a `NAME.scenario` file, see
/// ``ScenarioFiles``) and every other key is the backend's own option
/// (`products=100000` → `--products 100000`). A bare `# backend:` starts it as it comes.
public struct JourneyBackendSettings: Sendable, Equatable {
    /// The scenario file's name, without its `.scenario`.
    public var scenario: String?
    /// The backend's options, in the order the header gives them.
    public var options: [String] = []

    public init(scenario: String? = nil, options: [String] = []) {
        self.scenario = scenario
        self.options = options
    }

    /// The settings `value` (the header's text after `# backend:`) describes, or a message
    /// saying which word is wrong.
    public static func parse(_ value: String) -> Result<JourneyBackendSettings, BackendHeaderProblem> {
        var settings = JourneyBackendSettings()
        for word in QuotedWords.split(value) {
            guard let equals = word.firstIndex(of: "="),
                case let key = String(word[..<equals]), Self.isOptionName(key),
                case let setting = String(word[word.index(after: equals)...]), !setting.isEmpty
            else {
                return .failure(
                    BackendHeaderProblem(message: "\"# backend:\" takes key=value words, such as products=1000; not \"\(word)\""))
            }
            if key == "scenario" {
                guard settings.scenario == nil, ScenarioFiles.isName(setting) else {
                    return .failure(
                        BackendHeaderProblem(message: "\"scenario=\" takes one scenario's name (letters, digits, - and _), once"))
                }
                settings.scenario = setting
            } else if ["host", "port", "scenario-file"].contains(key) {
                return .failure(
                    BackendHeaderProblem(
                        message: "\"\(key)=\" is the runner's to choose: the backend listens on a free loopback port"))
            } else {
                settings.options += ["--\(key)", setting]
            }
        }
        return .success(settings)
    }

    private static func isOptionName(_ key: String) -> Bool {
        guard let first = key.first, first.isLetter else { return false }
        return key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }
}

/// A `# backend:` line the runner cannot follow.
public struct BackendHeaderProblem: Error, Equatable {
    public let message: String
}
