import Localization

/// The locale setting of the process environment that decides the language
/// of messages, following POSIX precedence: `LC_ALL`, then `LC_MESSAGES`, then
/// `LANG`. Empty values and values that are no locale name (a path, a word of
/// twelve letters) count as unset.
public struct SystemLocaleSettings: Sendable {
    private let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// The value in effect, such as `es_ES.UTF-8`, or `nil` when none is set.
    public func getMessagesLocaleIdentifier() -> String? {
        LocaleLanguageMatcher.messagesLocaleName(in: environment)
    }
}
