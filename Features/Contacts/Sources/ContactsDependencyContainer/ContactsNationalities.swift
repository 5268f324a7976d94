import Foundation

/// Reads `--contacts-nat fr,gb` into nationality codes.
public enum ContactsNationalities {
    /// Upper-case two-letter codes, or `nil` when any part is not two letters.
    public static func codes(from text: String) -> [String]? {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
        guard !parts.isEmpty, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isLetter) }) else { return nil }
        return parts
    }
}
