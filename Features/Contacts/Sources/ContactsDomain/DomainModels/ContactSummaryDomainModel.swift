/// A contact as a row of the list shows it.
public struct ContactSummaryDomainModel: Equatable, Sendable, Identifiable {
    public let id: String
    /// First and last name, the person's edit where there is one.
    public let fullName: String
    /// Age today, by the app's clock.
    public let age: Int
    public let city: String
    public let isFavorite: Bool

    public init(id: String, fullName: String, age: Int, city: String, isFavorite: Bool) {
        self.id = id
        self.fullName = fullName
        self.age = age
        self.city = city
        self.isFavorite = isFavorite
    }
}
