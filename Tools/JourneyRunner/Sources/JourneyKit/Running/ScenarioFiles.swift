import Foundation

/// Where a journey's scenarios are: `NAME.scenario` in a `scenarios` folder beside the
/// journey or in a folder above it (`Tests/Journeys/scenarios/` serves every journey below
/// `Tests/Journeys/`). The file is the backend's scenario text, one `PREFIX FAULT [ARGS]` a line.
public enum ScenarioFiles {
    /// How many folders up from the journey's own the search goes.
    static let searchDepth = 4

    /// Whether `name` can name a scenario: letters, digits, `-` and `_`.
    public static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { ($0.isLetter && $0.isASCII) || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    /// The file of scenario `name` for the journey at `journey`, nil when there is none.
    public static func file(named name: String, forJourneyAt journey: URL) -> URL? {
        var folder = journey.deletingLastPathComponent()
        for _ in 0...searchDepth {
            let candidate = folder.appendingPathComponent("scenarios").appendingPathComponent("\(name).scenario")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The file of scenario `name`, or a message saying where it should be.
    static func requiredFile(named name: String, forJourneyAt journey: URL?) throws(BackendHeaderProblem) -> URL {
        guard let journey, let file = file(named: name, forJourneyAt: journey) else {
            throw BackendHeaderProblem(
                message: "no scenario \"\(name)\": put it in scenarios/\(name).scenario beside the journey")
        }
        return file
    }

    /// The text of scenario `name` for the journey at `journey`; `none` is the empty scenario.
    static func text(named name: String, forJourneyAt journey: URL?) throws(BackendHeaderProblem) -> String {
        if name == JourneyBackendDirective.noScenario { return "" }
        let file = try requiredFile(named: name, forJourneyAt: journey)
        do {
            return try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw BackendHeaderProblem(message: "cannot read \(file.path): \(error.localizedDescription)")
        }
    }
}
