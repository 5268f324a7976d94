/// A language the app can be shown in, named for the person reading it now.
public struct AppLanguageDomainModel: Equatable, Sendable, Identifiable {
    /// The language's code, for example `es` or `zh-Hans`.
    public let id: String
    /// The language's name in itself: `Español`.
    public let nameInOwnLanguage: String
    /// The language's name in the current app language: `Spanish` when the app is in English.
    public let nameInAppLanguage: String
    public let direction: AppLanguageDirectionDomainModel
    /// Whether this is the language the app is shown in now.
    public let isCurrentAppLanguage: Bool

    public init(
        id: String,
        nameInOwnLanguage: String,
        nameInAppLanguage: String,
        direction: AppLanguageDirectionDomainModel,
        isCurrentAppLanguage: Bool
    ) {
        self.id = id
        self.nameInOwnLanguage = nameInOwnLanguage
        self.nameInAppLanguage = nameInAppLanguage
        self.direction = direction
        self.isCurrentAppLanguage = isCurrentAppLanguage
    }
}
