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

    @Test("When a bearer token, tokens in JSON, a password in a form or metadata are logged Then the file holds none of them")
    func redactsCredentials() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("app.log").path
        let makeHandler = try AppLogging.handlerMaker(level: .trace, destination: .file(path: path))
        let logger = Logger(label: "test", factory: makeHandler)

        logger.info("sent Authorization: Bearer eyJhbGciOi.J9-xyz_1 to the backend")
        logger.notice(
            "answer", metadata: ["body": #"{"access_token": "at-123", "token_type":"Bearer","refresh_token":"rt-456"}"#])
        logger.warning("form grant_type=password&username=ada%40example.com&password=s3cret&x=1")

        let written = try String(contentsOfFile: path, encoding: .utf8)
        for secret in ["eyJhbGciOi", "at-123", "rt-456", "s3cret"] {
            #expect(!written.contains(secret), "\(secret)")
        }
        #expect(written.contains("Bearer redacted"))
        #expect(written.contains("grant_type=password"))
    }

    @Test("When text holds no credential Then it is unchanged")
    func leavesOtherTextAlone() {
        let text = "Remote request failed url=http://127.0.0.1:8080/me status=401 tokens-per-page=3"
        #expect(CredentialRedaction.redactingCredentials(in: text) == text)
    }
}
