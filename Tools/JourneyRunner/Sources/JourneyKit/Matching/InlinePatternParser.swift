import Foundation

/// Reads the inline syntax of an expected line (``InlinePattern``) into segments.
enum InlinePatternParser {
    static func segments(of text: String) throws(InlinePatternError) -> [InlinePattern.Segment] {
        let characters = Array(text)
        var segments: [InlinePattern.Segment] = []
        var literal = ""
        var index = 0
        func flush() {
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
        }
        while index < characters.count {
            let character = characters[index]
            let rest = characters[index...]
            if character == "\\", index + 1 < characters.count, "[{".contains(characters[index + 1]) {
                literal.append(characters[index + 1])
                index += 2
            } else if rest.starts(with: "[..]") {
                flush()
                segments.append(.anyText)
                index += 4
            } else if rest.starts(with: "[["), let (capture, end) = try capture(in: characters, from: index) {
                flush()
                segments.append(capture)
                index = end
            } else if character == "{", let (name, end) = reference(in: characters, from: index) {
                flush()
                segments.append(.reference(name))
                index = end
            } else {
                literal.append(character)
                index += 1
            }
        }
        flush()
        return segments
    }

    /// Whether `name` can name a capture: a letter or `_`, then letters, digits, `_` and `-`.
    static func isName<S: StringProtocol>(_ name: S) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    }

    /// `[[NAME]]` or `[[NAME:REGEX]]` starting at `start`, and the index after it; nil when the
    /// text there is no capture (it is then literal text).
    private static func capture(in characters: [Character], from start: Int) throws(InlinePatternError)
        -> (InlinePattern.Segment, Int)?
    {
        var index = start + 2
        var name = ""
        while index < characters.count, characters[index] != ":", characters[index] != "]" {
            name.append(characters[index])
            index += 1
        }
        guard isName(name), index < characters.count else { return nil }
        if characters[index] == "]" {
            guard index + 1 < characters.count, characters[index + 1] == "]" else { return nil }
            return (.capture(name: name, regex: nil), index + 2)
        }
        // A regular expression: up to the first `]]` outside its own brackets.
        index += 1
        var regex = ""
        var depth = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count {
                regex.append(character)
                regex.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "]", depth == 0, index + 1 < characters.count, characters[index + 1] == "]" {
                try validate(regex, name: name)
                return (.capture(name: name, regex: regex), index + 2)
            }
            if character == "[" { depth += 1 }
            if character == "]", depth > 0 { depth -= 1 }
            regex.append(character)
            index += 1
        }
        throw InlinePatternError(message: "\"[[\(name):\" has no closing \"]]\"")
    }

    private static func validate(_ regex: String, name: String) throws(InlinePatternError) {
        guard !regex.isEmpty else {
            throw InlinePatternError(message: "\"[[\(name):]]\" has an empty regular expression")
        }
        do {
            _ = try NSRegularExpression(pattern: regex)
        } catch {
            throw InlinePatternError(message: "\"[[\(name):\(regex)]]\": \"\(regex)\" is not a valid regular expression")
        }
    }

    /// `{NAME}` starting at `start`, and the index after it.
    private static func reference(in characters: [Character], from start: Int) -> (String, Int)? {
        guard let close = characters[start...].firstIndex(of: "}") else { return nil }
        let name = String(characters[(start + 1)..<close])
        return isName(name) ? (name, close + 1) : nil
    }
}
