/// Reads the scenario format: one rule a line, `PREFIX FAULT [ARGS]`; blank lines and lines
/// starting with `#` are skipped. See the package README for the faults and their arguments.
public enum ScenarioParser {
    public static let defaultBombMebibytes = 64

    /// The rules of `text`, or the first line that is wrong.
    public static func parse(_ text: String) -> Result<[ScenarioRule], ScenarioError> {
        var rules: [ScenarioRule] = []
        // A CR LF is one `Character`, not a "\n": split on both, so a file saved with CR LF reads.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (offset, line) in lines.enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let prefix = words.first, !prefix.hasPrefix("#") else { continue }
            guard prefix == "*" || prefix.hasPrefix("/") else {
                return .failure(ScenarioError(line: offset + 1, message: "a rule starts with a path prefix (/api) or *"))
            }
            switch fault(Array(words.dropFirst()), allowEvery: true) {
            case .success(let fault): rules.append(ScenarioRule(prefix: prefix, fault: fault))
            case .failure(let message): return .failure(ScenarioError(line: offset + 1, message: message.text))
            }
        }
        return .success(rules)
    }

    private struct Message: Error {
        let text: String
    }

    private static func fault(_ words: [String], allowEvery: Bool) -> Result<Fault, Message> {
        guard let name = words.first else { return .failure(Message(text: "a fault is missing after the prefix")) }
        let arguments = Array(words.dropFirst())
        switch (name, arguments.count) {
        case ("latency", 1):
            return number(arguments[0], in: 0...600_000, "latency MS").map { .latency(milliseconds: $0) }
        case ("status", 1), ("status", 3):
            return status(arguments)
        case ("cut", 1):
            return number(arguments[0], in: 0...Int.max, "cut BYTES").map { .cut(bytes: $0) }
        case ("gzip-bomb", 0):
            return .success(.gzipBomb(mebibytes: defaultBombMebibytes))
        case ("gzip-bomb", 1):
            return number(arguments[0], in: 1...256, "gzip-bomb MIB").map { .gzipBomb(mebibytes: $0) }
        case ("endless", 0): return .success(.endless)
        case ("invalid-json", 0): return .success(.invalidJSON)
        case ("reset", 0): return .success(.reset)
        case ("down", 0): return .success(.down)
        case ("every", _) where allowEvery && arguments.count >= 2:
            return number(arguments[0], in: 1...1_000_000, "every N FAULT").flatMap { count in
                fault(Array(arguments.dropFirst()), allowEvery: false).map { .every(count, $0) }
            }
        default:
            return .failure(Message(text: "unknown fault or wrong arguments: \(words.joined(separator: " "))"))
        }
    }

    private static func status(_ arguments: [String]) -> Result<Fault, Message> {
        number(arguments[0], in: 100...599, "status CODE").flatMap { code in
            guard arguments.count == 3 else { return .success(.status(code: code, retryAfterSeconds: nil)) }
            guard arguments[1] == "retry-after" else {
                return .failure(Message(text: "status CODE takes retry-after SECONDS, not \(arguments[1])"))
            }
            return number(arguments[2], in: 0...86_400, "retry-after SECONDS").map {
                .status(code: code, retryAfterSeconds: $0)
            }
        }
    }

    private static func number(_ text: String, in range: ClosedRange<Int>, _ usage: String) -> Result<Int, Message> {
        guard let value = Int(text), range.contains(value) else {
            return .failure(
                Message(text: "\(usage): \(text) is not a whole number from \(range.lowerBound) to \(range.upperBound)"))
        }
        return .success(value)
    }
}

/// A scenario line that cannot be read.
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public var description: String {
        "line \(line): \(message)"
    }
}
