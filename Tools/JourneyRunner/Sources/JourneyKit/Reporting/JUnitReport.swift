import Foundation

/// A run's results as JUnit XML, the format every CI reads: one `testcase` per journey and
/// per table row, its file, its time in seconds, and the report (the diff) as its failure.
public enum JUnitReport {
    public static func xml(_ results: [TimedJourneyResult], suiteName: String = "journeys") -> String {
        let failures = results.filter { !$0.result.passed }.count
        let total = results.reduce(0.0) { $0 + $1.seconds }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"\(escaped(suiteName))\" tests=\"\(results.count)\" failures=\"\(failures)\" time=\"\(seconds(total))\">",
            "  <testsuite name=\"\(escaped(suiteName))\" tests=\"\(results.count)\" failures=\"\(failures)\" time=\"\(seconds(total))\">",
        ]
        for timed in results {
            let result = timed.result
            let file = result.journey?.fileName ?? result.name
            let head =
                "    <testcase name=\"\(escaped(result.name))\" classname=\"\(escaped(file))\" file=\"\(escaped(file))\" time=\"\(seconds(timed.seconds))\""
            if result.passed {
                lines.append(head + "/>")
            } else {
                let report = result.report
                let message = report.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "failed"
                lines.append(head + ">")
                lines.append("      <failure message=\"\(escaped(message))\">\(escaped(report))</failure>")
                lines.append("    </testcase>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe in an XML attribute or element: markup characters escaped, characters XML 1.0
    /// cannot hold (control characters but tab and line ends) dropped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}

/// A journey's result and how long it took.
public struct TimedJourneyResult: Sendable {
    public let result: JourneyResult
    public let seconds: Double

    public init(result: JourneyResult, seconds: Double) {
        self.result = result
        self.seconds = seconds
    }
}
