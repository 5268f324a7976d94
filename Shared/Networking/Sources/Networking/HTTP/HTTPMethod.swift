/// The method of an HTTP request, such as `GET` or `POST`.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method's name as sent, upper case for the standard ones.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let get = HTTPMethod(rawValue: "GET")
    public static let head = HTTPMethod(rawValue: "HEAD")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let put = HTTPMethod(rawValue: "PUT")
    public static let patch = HTTPMethod(rawValue: "PATCH")
    public static let delete = HTTPMethod(rawValue: "DELETE")

    public var description: String { rawValue }
}
