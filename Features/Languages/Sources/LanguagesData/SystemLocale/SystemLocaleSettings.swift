/// The locale setting of the process environment that decides the language
/// of messages, following POSIX precedence: `LC_ALL`, then `LC_MESSAGES`, then `LANG`.
public struct SystemLocaleSettings: Sendable {
    private let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// The value in effect, such as `es_ES.UTF-8`, or `nil` when none is set.
    public func getMessagesLocaleIdentifier() -> String? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return nil
    }
}
