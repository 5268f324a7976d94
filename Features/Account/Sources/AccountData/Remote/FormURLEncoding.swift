import Foundation

/// `application/x-www-form-urlencoded` bodies, as OAuth's token endpoint takes them: every
/// byte but the unreserved ones percent-encoded (so `+`, `&` and `=` in a password stay its own).
enum FormURLEncoding {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func body(_ fields: [(String, String)]) -> Data {
        Data(fields.map { "\(encoded($0.0))=\(encoded($0.1))" }.joined(separator: "&").utf8)
    }

    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
