import Foundation

/// The app language the person chose, and when.
public struct UserAppLanguageDataModel: Equatable, Sendable {
    public let languageCode: String
    public let chosenAt: Date

    public init(languageCode: String, chosenAt: Date) {
        self.languageCode = languageCode
        self.chosenAt = chosenAt
    }
}
