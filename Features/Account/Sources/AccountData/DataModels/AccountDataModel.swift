import Foundation

/// An account as the backend describes it (`GET /me`, `POST /auth/register`).
public struct AccountDataModel: Equatable, Sendable {
    public var id: String
    public var name: String
    public var email: String
    public var memberSince: Date

    public init(id: String, name: String, email: String, memberSince: Date) {
        self.id = id
        self.name = name
        self.email = email
        self.memberSince = memberSince
    }
}
