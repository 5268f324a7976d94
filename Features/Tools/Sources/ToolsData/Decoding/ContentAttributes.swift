import Networking

/// Reads the content API's attributes off a JSON:API resource: kebab-case ones as
/// sent, and `attr-*` ones whose values are strings ("true", "10") even for
/// Booleans and numbers. Real JSON Booleans and numbers are read too.
struct ContentAttributes {
    let resource: JSONAPIResource

    func string(_ key: String) -> String? {
        switch resource.attributes[key] {
        case .string(let value)?: return value
        case .int(let value)?: return String(value)
        default: return nil
        }
    }

    /// A non-empty string.
    func text(_ key: String) -> String? {
        string(key).flatMap { $0.isEmpty ? nil : $0 }
    }

    func bool(_ key: String) -> Bool {
        switch resource.attributes[key] {
        case .bool(let value)?: return value
        case .string(let value)?: return value.trimmingCharacters(in: .whitespaces).lowercased() == "true"
        default: return false
        }
    }

    func int(_ key: String) -> Int? {
        switch resource.attributes[key] {
        case .string(let value)?: return Int(value.trimmingCharacters(in: .whitespaces))
        case let value?: return value.intValue
        case nil: return nil
        }
    }
}
