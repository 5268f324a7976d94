/// Counts of what the person did: the account's totals on the backend, or what this device
/// counted and has not sent yet.
public struct AccountActivityDataModel: Equatable, Sendable {
    public var toolOpens: Int
    public var lessonCompletions: Int
    public var shares: Int

    public init(toolOpens: Int = 0, lessonCompletions: Int = 0, shares: Int = 0) {
        self.toolOpens = toolOpens
        self.lessonCompletions = lessonCompletions
        self.shares = shares
    }

    public static let zero = AccountActivityDataModel()

    public var isZero: Bool { self == .zero }

    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            toolOpens: lhs.toolOpens + rhs.toolOpens, lessonCompletions: lhs.lessonCompletions + rhs.lessonCompletions,
            shares: lhs.shares + rhs.shares)
    }

    /// `lhs` less `rhs`, never below zero.
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(
            toolOpens: max(0, lhs.toolOpens - rhs.toolOpens),
            lessonCompletions: max(0, lhs.lessonCompletions - rhs.lessonCompletions), shares: max(0, lhs.shares - rhs.shares))
    }
}
