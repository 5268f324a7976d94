import Foundation

/// A JSON list read element by element: an element that is `null` or does not
/// decode is left out and counted, never the whole list. A missing or `null`
/// list reads as empty, so a server that leaves out an optional list is not wrong.
struct LossyList<Element: Decodable>: Decodable {
    var elements: [Element]
    /// Elements left out because they were `null` or could not be read.
    var skippedCount: Int

    init(elements: [Element] = [], skippedCount: Int = 0) {
        self.elements = elements
        self.skippedCount = skippedCount
    }

    init(from decoder: any Decoder) throws {
        self.init()
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { return }
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                skippedCount += 1
                // Step over what could not be read, whatever it is.
                _ = try? container.decode(SkippedValue.self)
            }
        }
    }

    /// Any JSON value, read only to move past it.
    private struct SkippedValue: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

extension KeyedDecodingContainer {
    /// The list under `key`, empty when it is missing or `null`.
    func lossyList<Element: Decodable>(_ type: Element.Type, forKey key: Key) -> LossyList<Element> {
        (try? decodeIfPresent(LossyList<Element>.self, forKey: key)) ?? LossyList()
    }

    /// The value under `key`, `nil` when it is missing, `null` or not of that type.
    func lenient<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(Value.self, forKey: key)) ?? nil
    }

    /// A whole number under `key`, also when written `40000.0` or `"40000"`; `nil` otherwise.
    func lenientInt(forKey key: Key) -> Int? {
        if let value = lenient(Int.self, forKey: key) { return value }
        if let value = lenient(Double.self, forKey: key), value.rounded() == value, abs(value) < 9e15 { return Int(value) }
        if let text = lenient(String.self, forKey: key) { return Int(text.trimmingCharacters(in: .whitespaces)) }
        return nil
    }

    /// A string under `key`, also when the server sent an id as a number; `nil` otherwise.
    func lenientString(forKey key: Key) -> String? {
        if let text = lenient(String.self, forKey: key) { return text }
        return lenient(Int.self, forKey: key).map(String.init)
    }
}
