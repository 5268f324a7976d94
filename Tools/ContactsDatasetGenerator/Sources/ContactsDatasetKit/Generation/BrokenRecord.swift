/// A record spoiled on purpose, at a fixed position, so readers of the
/// dataset exercise skipping bad records the way real responses need.
struct BrokenRecord: Sendable {
    /// What is wrong with the record.
    enum Fault: String, Sendable, CaseIterable {
        /// `login.uuid` is absent: the record has no id.
        case missingLoginUUID
        /// `dob.date` is written `dd.MM.yyyy` (such as `"19.07.1981"`): a date, but not ISO 8601.
        case birthDateNotISO8601
        /// `dob.age` is text (such as `"67"`) instead of a number.
        case ageAsText
        /// `location.street.number` is text with a letter (such as `"7003B"`) instead of a number.
        case streetNumberAsText
    }

    let index: Int
    let fault: Fault

    /// One of each fault, on pages 3, 9, 16 and 24 of 20 records.
    static let all: [BrokenRecord] = [
        BrokenRecord(index: 41, fault: .missingLoginUUID),
        BrokenRecord(index: 173, fault: .birthDateNotISO8601),
        BrokenRecord(index: 302, fault: .ageAsText),
        BrokenRecord(index: 467, fault: .streetNumberAsText),
    ]

    /// `record` with this fault.
    func applied(to record: JSONValue) -> JSONValue {
        switch fault {
        case .missingLoginUUID:
            return record.setting(["login", "uuid"], to: nil)
        case .birthDateNotISO8601:
            guard case .string(let iso) = record.value(at: ["dob", "date"]) else { return record }
            let parts = iso.prefix(10).split(separator: "-")
            return record.setting(["dob", "date"], to: .string(parts.reversed().joined(separator: ".")))
        case .ageAsText:
            guard case .int(let age) = record.value(at: ["dob", "age"]) else { return record }
            return record.setting(["dob", "age"], to: .string(String(age)))
        case .streetNumberAsText:
            guard case .int(let number) = record.value(at: ["location", "street", "number"]) else { return record }
            return record.setting(["location", "street", "number"], to: .string("\(number)B"))
        }
    }
}
