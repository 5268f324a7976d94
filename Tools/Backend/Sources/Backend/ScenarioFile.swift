import ArgumentParser
import BackendKit
import Foundation

/// Reads `--scenario FILE`; a file that cannot be read or parsed stops the command with a message.
enum ScenarioFile {
    static func read(_ path: String) throws -> (text: String, rules: [ScenarioRule]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("--scenario: cannot read \(path)")
        }
        let text = String(decoding: data, as: UTF8.self)
        switch ScenarioParser.parse(text) {
        case .success(let rules): return (text, rules)
        case .failure(let error): throw ValidationError("--scenario \(path): \(error)")
        }
    }
}
