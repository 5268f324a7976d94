/// An app language as stored: its code and writing direction.
public struct AppLanguageDataModel: Equatable, Sendable {
    public let languageCode: String
    public let isRightToLeft: Bool

    public init(languageCode: String, isRightToLeft: Bool) {
        self.languageCode = languageCode
        self.isRightToLeft = isRightToLeft
    }
}
