import Analytics

/// A `% ` line of a journey: an analytics event the session must have logged.
///
/// `% action add_to_bag product_id=TEE sku=TEE-navy-M` expects an `action` named
/// `add_to_bag` whose properties include those two, with those values (properties not
/// named are not checked). A value with spaces is quoted: `search_term="new york"`.
public struct ExpectedEvent: Sendable, Equatable {
    public let kind: String
    public let name: String
    public let properties: [AnalyticsProperty]
    /// The line as written, `% ` included.
    public let sourceLine: String
    /// 1-based line number in the journey file.
    public let lineNumber: Int

    /// Parses `line` (which starts with `% `); throws with a message when it names no event.
    public init(line: String, lineNumber: Int) throws(ExpectedEventError) {
        let words = QuotedWords.split(String(line.dropFirst(JourneyLine.eventPrefix.count)))
        guard words.count >= 2, AnalyticsEvent.Kind(rawValue: words[0]) != nil else {
            throw ExpectedEventError(
                lineNumber: lineNumber,
                message: "an event line reads \"% screen_view NAME\" or \"% action NAME key=value …\", found \"\(line)\"")
        }
        var properties: [AnalyticsProperty] = []
        for word in words.dropFirst(2) {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw ExpectedEventError(lineNumber: lineNumber, message: "\"\(word)\" is not key=value in \"\(line)\"")
            }
            properties.append(AnalyticsProperty(String(word[..<equals]), String(word[word.index(after: equals)...])))
        }
        self.kind = words[0]
        self.name = words[1]
        self.properties = properties
        self.sourceLine = line
        self.lineNumber = lineNumber
    }

    /// Whether `event` is this one: same kind and name, and every property named here — a
    /// value written in the inline syntax (`[..]`, `{NAME}` for what the journey kept).
    public func matches(_ event: AnalyticsEvent, captures: [String: String] = [:]) -> Bool {
        guard event.kind.rawValue == kind, event.name == name else { return false }
        return properties.allSatisfy { property in
            guard let value = event[property.key] else { return false }
            let pattern = (try? InlinePattern(parsing: property.value)) ?? InlinePattern(literal: property.value)
            return pattern.matches(value, captures: captures)
        }
    }

    /// The expected events `logged` lacks: each must match a logged event after the one
    /// the expected event before it matched (order counts; other events may stand between).
    public static func missing(_ expected: [ExpectedEvent], in logged: [AnalyticsEvent], captures: [String: String] = [:])
        -> [ExpectedEvent]
    {
        var next = logged.startIndex
        var missing: [ExpectedEvent] = []
        for event in expected {
            if let found = logged[next...].firstIndex(where: { event.matches($0, captures: captures) }) {
                next = found + 1
            } else {
                missing.append(event)
            }
        }
        return missing
    }

    /// An event as a `% ` line would name it, every property shown.
    public static func text(of event: AnalyticsEvent) -> String {
        ([event.kind.rawValue, event.name] + event.properties.map { "\($0.key)=\(QuotedWords.quotedIfNeeded($0.value))" })
            .joined(separator: " ")
    }
}

/// A `% ` line that names no event.
public struct ExpectedEventError: Error, Equatable {
    public let lineNumber: Int
    public let message: String
}
