/// What the person did with the app on their account: tools opened, lessons completed and
/// things shared, on every device, as far as the app knows.
public struct AccountActivityDomainModel: Equatable, Sendable {
    public let toolOpens: Int
    public let lessonCompletions: Int
    public let shares: Int

    public init(toolOpens: Int, lessonCompletions: Int, shares: Int) {
        self.toolOpens = toolOpens
        self.lessonCompletions = lessonCompletions
        self.shares = shares
    }

    public static let none = AccountActivityDomainModel(toolOpens: 0, lessonCompletions: 0, shares: 0)
}
