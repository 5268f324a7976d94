/// A new first and/or last name for a contact; `nil` keeps that part.
public struct ContactNameChangeDomainModel: Equatable, Sendable {
    public var firstName: String?
    public var lastName: String?

    public init(firstName: String? = nil, lastName: String? = nil) {
        self.firstName = firstName
        self.lastName = lastName
    }

    /// The longest a name part may be.
    public static let maximumLength = 50
}
