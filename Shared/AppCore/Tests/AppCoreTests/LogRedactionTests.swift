import Foundation
import Logging
import Testing

@testable import AppCore

@Suite("Given the app's logging writing to a file")
struct LogRedactionTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("appcore-redaction-\(UUID().uuidString)")

    @Test(
        "When a URL with credentials and an API key is logged, at any level, in the message or metadata Then the file holds neither"
    )
    func redactsEveryLevel() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("app.log").path
        let makeHandler = try AppLogging.handlerMaker(level: .trace, destination: .file(path: path))
        let logger = Logger(label: "test", factory: makeHandler)
        let url = "http://ana:hunter2@example.com/api/?apikey=abc123&page=1"

        for level in Logger.Level.allCases {
            logger.log(level: level, "fetching \(url)", metadata: ["url": "\(url)", "urls": ["\(url)"]])
        }

        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.split(separator: "\n").count == Logger.Level.allCases.count)
        #expect(!written.contains("hunter2"))
        #expect(!written.contains("abc123"))
        #expect(written.contains("http://redacted:redacted@example.com/api/?apikey=redacted&page=1"))
    }
}
