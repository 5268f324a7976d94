import Foundation

/// What changes from run to run in a session's output, written as a fixed word instead so a
/// transcript can be kept: the journey's backend address as `{backend}` (its port is picked
/// afresh each run) and its temporary data folder as `{data}`.
struct OutputPlaceholders: Sendable {
    private let replacements: [(text: String, placeholder: String)]

    init(backendURL: String?, dataDirectory: String) {
        var replacements: [(String, String)] = []
        if let backendURL { replacements.append((backendURL, "{backend}")) }
        replacements.append((dataDirectory, "{data}"))
        self.replacements = replacements
    }

    func apply(_ line: String) -> String {
        replacements.reduce(line) { line, replacement in
            line.replacingOccurrences(of: replacement.text, with: replacement.placeholder)
        }
    }
}
