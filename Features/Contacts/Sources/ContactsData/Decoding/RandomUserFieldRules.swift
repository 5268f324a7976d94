import Foundation
import Localization

/// What a value of a randomuser.me record must be for the contact book to keep it, checked
/// as the record is read: every text made safe (`OutsideText`: no escapes, controls, bidi
/// overrides or line breaks) and bounded, numbers and dates within their range, the id and
/// the nationality of the shape the app relies on. A record with a value out of bounds is
/// refused with a `RandomUserRecordRejection` naming the field.
struct RandomUserFieldRules: Sendable {
    /// Longest title and name parts, in characters.
    static let maxNameLength = 100
    /// Longest street, city, state, country and time zone description.
    static let maxPlaceLength = 200
    /// Longest e-mail address (RFC 5321's path limit).
    static let maxEmailLength = 254
    /// Longest phone numbers, postcode, username, gender and national id.
    static let maxShortTextLength = 64
    /// Longest picture URL.
    static let maxURLLength = 2048
    /// Longest id (`login.uuid`); ids are also limited to letters, digits, `-`, `_` and `.`,
    /// so they can be typed back as `open <id>`.
    static let maxIdLength = 64
    /// Ages a person can have.
    static let ages = 0...150
    /// The earliest birth or registration date kept.
    static let earliestDate = Date(timeIntervalSince1970: -2_208_988_800)  // 1900-01-01T00:00:00Z
    /// Street numbers kept.
    static let streetNumbers = 0...10_000_000

    /// Today: no one is born, or registered, after it.
    let now: Date

    /// `value` cleaned, at most `maximum` characters.
    func text(_ value: String, _ path: String, maximum: Int) throws(RandomUserRecordRejection) -> String {
        do {
            return try OutsideText.field(value, maxCharacters: maximum)
        } catch {
            throw .tooLong(path: path, maximum: maximum)
        }
    }

    /// `value` cleaned; `nil` stays `nil`.
    func optionalText(_ value: String?, _ path: String, maximum: Int) throws(RandomUserRecordRejection) -> String? {
        guard let value else { return nil }
        return try text(value, path, maximum: maximum)
    }

    /// The contact's id: not empty, at most `maxIdLength` letters, digits, `-`, `_` or `.`.
    func id(_ value: String) throws(RandomUserRecordRejection) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyField(path: "login.uuid") }
        guard trimmed.utf8.count <= Self.maxIdLength else { throw .tooLong(path: "login.uuid", maximum: Self.maxIdLength) }
        guard trimmed.unicodeScalars.allSatisfy(Self.isIdCharacter) else {
            throw .invalidValue(path: "login.uuid", detail: "only letters, digits, '-', '_' and '.' may name a contact")
        }
        return trimmed
    }

    /// A two-letter nationality code, upper case.
    func nationality(_ value: String) throws(RandomUserRecordRejection) -> String {
        guard value.unicodeScalars.count == 2, value.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
        else {
            throw .invalidValue(path: "nat", detail: "not a two-letter nationality code")
        }
        return value.uppercased()
    }

    /// An age in years.
    func age(_ value: Int, _ path: String) throws(RandomUserRecordRejection) -> Int {
        guard Self.ages.contains(value) else { throw .outOfRange(path: path, detail: "\(value) is not an age") }
        return value
    }

    /// A date from 1900 to today.
    func pastDate(_ value: Date, _ path: String) throws(RandomUserRecordRejection) -> Date {
        guard value >= Self.earliestDate, value <= now else {
            throw .outOfRange(path: path, detail: "not between 1900 and today")
        }
        return value
    }

    /// A street number, when there is one.
    func streetNumber(_ value: Int?) throws(RandomUserRecordRejection) -> Int? {
        guard let value else { return nil }
        guard Self.streetNumbers.contains(value) else {
            throw .outOfRange(path: "location.street.number", detail: "\(value)")
        }
        return value
    }

    private static func isIdCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
    }
}
