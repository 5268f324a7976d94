import Foundation

/// A run's results as JSON lines, one object a journey (and a table row), for scripts:
/// `{"name", "file", "status": "passed"|"failed"|"flaky", "seconds", "report"}`.
public enum JSONLinesReport {
    private struct Line: Encodable {
        let name: String
        let file: String
        let status: String
        let seconds: Double
        let report: String
    }

    public static func text(_ results: [TimedJourneyResult], flaky: Set<String> = []) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return results.map { timed in
            let result = timed.result
            let status = flaky.contains(result.name) ? "flaky" : result.passed ? "passed" : "failed"
            let line = Line(
                name: result.name, file: result.journey?.fileName ?? result.name, status: status,
                seconds: (timed.seconds * 1000).rounded() / 1000, report: result.report)
            return (try? encoder.encode(line)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        }.joined(separator: "\n") + (results.isEmpty ? "" : "\n")
    }
}
