import FuzzSupport
import Localization
import Networking

/// The promise every reader of a server's JSON makes about the strings it hands on: each one
/// cleaned (`OutsideText.multiline` leaves it as it is) and no longer than the limit.
public enum OutsideStrings {
    public static func check(_ texts: [String], maxLength: Int) {
        for text in texts {
            Property.require(text.count <= maxLength, "a string of \(text.count) characters, more than \(maxLength)")
            Property.require(OutsideText.multiline(text) == text, "a string not cleaned: \(text.debugDescription.prefix(200))")
        }
    }

    /// Every string in `value`, member names included.
    public static func check(_ value: JSONValue, maxLength: Int) {
        switch value {
        case .null, .bool, .int, .double:
            return
        case .string(let text):
            check([text], maxLength: maxLength)
        case .array(let elements):
            for element in elements { check(element, maxLength: maxLength) }
        case .object(let members):
            for (name, member) in members {
                check([name], maxLength: maxLength)
                check(member, maxLength: maxLength)
            }
        }
    }
}
