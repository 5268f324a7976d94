import AppCore
import Foundation
import Testing

@Suite("Given text that may hold URLs with secrets")
struct URLRedactionTests {
    @Test("When a URL with a password and an API key is in a sentence Then both are hidden and the rest is kept")
    func redactsURLsInText() {
        let text = "fetching http://ana:hunter2@example.com/api/?apikey=abc123&page=2 failed"

        #expect(
            URLRedaction.redactingURLs(in: text)
                == "fetching http://redacted:redacted@example.com/api/?apikey=redacted&page=2 failed")
    }

    @Test("When several URLs are quoted in the text Then each is redacted")
    func severalURLs() {
        let text = #"url="https://x.example/?token=t1" and <https://y.example/?sig=s2>"#

        #expect(
            URLRedaction.redactingURLs(in: text)
                == #"url="https://x.example/?token=redacted" and <https://y.example/?sig=redacted>"#)
    }

    @Test(
        "When the text has no secret Then it is unchanged",
        arguments: [
            "started", "https://randomuser.me/api/1.4/?results=20&page=1&seed=mosaic", "a://", "ratio 3://4",
        ])
    func unchanged(text: String) {
        #expect(URLRedaction.redactingURLs(in: text) == text)
    }
}
