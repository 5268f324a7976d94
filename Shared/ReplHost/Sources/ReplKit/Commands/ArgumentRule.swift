/// How many arguments a command takes after its name.
public enum ArgumentRule: Sendable, Equatable {
    /// None: `next`.
    case none
    /// Exactly one: `open 3`.
    case one
    /// One or none: `fav [3]`.
    case optionalOne
    /// The rest of the line as one text, possibly empty: `search new york`.
    case text
    /// One or more: `filter fav city=Lyon`.
    case oneOrMore

    /// Whether `count` arguments fit the rule.
    public func accepts(_ count: Int) -> Bool {
        switch self {
        case .none: return count == 0
        case .one: return count == 1
        case .optionalOne: return count <= 1
        case .text: return true
        case .oneOrMore: return count >= 1
        }
    }
}
