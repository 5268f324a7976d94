import Foundation

/// Runs the plain import (`baseline/plain_import.py`, Python's `json` and `sqlite3`) of a
/// catalog file into a new database and reads back its time and the database's size.
struct PlainImport {
    /// The script beside this package's sources.
    static let defaultScript = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("baseline/plain_import.py")

    let python: String
    let script: URL

    struct Outcome {
        let productCount: Int
        let seconds: Double
        let databaseBytes: Int
    }

    /// Imports `catalog` into `database` (replaced when there), as the script measures it.
    func run(catalog: URL, database: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, script.path, catalog.path, database.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0, let outcome = Self.outcome(text) else {
            throw BenchFailure("the plain import (\(python) \(script.path)) failed: status \(process.terminationStatus), \(text)")
        }
        return outcome
    }

    /// Reads `products=N seconds=S bytes=B`.
    static func outcome(_ text: String) -> Outcome? {
        var fields: [String: String] = [:]
        for pair in text.split(whereSeparator: \.isWhitespace) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        guard let count = fields["products"].flatMap({ Int($0) }), let seconds = fields["seconds"].flatMap({ Double($0) }),
            let bytes = fields["bytes"].flatMap({ Int($0) })
        else { return nil }
        return Outcome(productCount: count, seconds: seconds, databaseBytes: bytes)
    }
}
