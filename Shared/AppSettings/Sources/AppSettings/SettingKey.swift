/// One setting the app reads, by its documented key (`contacts.url`, `log.level`): the same
/// key in a config file (`{"contacts": {"url": …}}` or `contacts.url: …`), as an environment
/// variable (`APP_CONTACTS_URL`) and, where the app has one, as a flag (`--contacts-url`).
public struct SettingKey: Sendable, Hashable {
    /// The key's dotted name, each part lower camel case: `contacts.cacheMaxAge`.
    public let name: String
    /// What a value must be.
    public let kind: SettingKind
    /// Older environment variables that set it too, below `APP_…` (`CONTACTS_URL`).
    public let legacyEnvironmentVariables: [String]

    public init(_ name: String, kind: SettingKind, legacyEnvironmentVariables: [String] = []) {
        self.name = name
        self.kind = kind
        self.legacyEnvironmentVariables = legacyEnvironmentVariables
    }

    /// The key's parts: `["contacts", "cacheMaxAge"]`.
    public var components: [String] {
        name.split(separator: ".").map(String.init)
    }

    /// The environment variable that sets it: `APP_` and the key's words in capitals, joined by
    /// underscores (`contacts.cacheMaxAge` → `APP_CONTACTS_CACHE_MAX_AGE`), as swift-configuration's
    /// environment provider spells a key under the `app` prefix.
    public var environmentVariable: String {
        (["app"] + components).map(Self.screamingSnakeCase).joined(separator: "_")
    }

    private static func screamingSnakeCase(_ part: String) -> String {
        var words = ""
        var previous: Character?
        for character in part {
            if let previous, previous.isLowercase, character.isUppercase { words.append("_") }
            words.append(character.isLetter || character.isNumber ? Character(character.uppercased()) : "_")
            previous = character
        }
        return words
    }
}
