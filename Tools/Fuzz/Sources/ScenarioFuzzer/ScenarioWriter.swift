import BackendScenario

/// Rules written in the scenario format, one a line, as the backend's README shows them.
enum ScenarioWriter {
    static func line(_ rule: ScenarioRule) -> String {
        rule.prefix + " " + words(rule.fault)
    }

    private static func words(_ fault: Fault) -> String {
        switch fault {
        case .latency(let milliseconds): "latency \(milliseconds)"
        case .status(let code, let retryAfter?): "status \(code) retry-after \(retryAfter)"
        case .status(let code, nil): "status \(code)"
        case .cut(let bytes): "cut \(bytes)"
        case .endless: "endless"
        case .invalidJSON: "invalid-json"
        case .gzipBomb(let mebibytes): "gzip-bomb \(mebibytes)"
        case .reset: "reset"
        case .down: "down"
        case .every(let count, let fault): "every \(count) " + words(fault)
        }
    }
}
