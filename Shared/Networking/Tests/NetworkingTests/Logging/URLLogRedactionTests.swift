import Foundation
import Networking
import Testing

@Suite("URLLogRedaction")
struct URLLogRedactionTests {
    @Test("Given a URL with no secrets When it is redacted Then it is kept exactly")
    func plainURLUnchanged() throws {
        let url = try #require(URL(string: "https://randomuser.me/api/1.4/?results=20&page=2&seed=mosaic&keyword=a%20b"))

        #expect(URLLogRedaction.redacted(url) == url.absoluteString)
    }

    @Test("Given a URL with a user name and password When it is redacted Then both are hidden")
    func hidesUserInfo() throws {
        let url = try #require(URL(string: "https://ana:hunter2@example.com/graphql"))

        #expect(URLLogRedaction.redacted(url) == "https://redacted:redacted@example.com/graphql")
    }

    @Test("Given query items with secret-looking names When the URL is redacted Then only their values are hidden")
    func hidesSecretQueryValues() throws {
        let url = try #require(
            URL(
                string:
                    "https://example.com/a?page=2&api_key=k1&apiKey=k2&access_token=t&X-Amz-Signature=s&client_secret=c&password=p&auth=x"
            ))

        #expect(
            URLLogRedaction.redacted(url)
                == "https://example.com/a?page=2&api_key=redacted&apiKey=redacted&access_token=redacted&X-Amz-Signature=redacted&client_secret=redacted&password=redacted&auth=redacted"
        )
    }

    @Test(
        "Given a query item name When it is checked Then it is secret only when one of its words is",
        arguments: [
            ("key", true), ("apikey", true), ("sessionToken", true), ("Authorization", true), ("sig", true),
            ("keyword", false), ("monkey", false), ("page", false), ("seed", false), ("author", false),
        ]
    )
    func secretNames(name: String, isSecret: Bool) {
        #expect(URLLogRedaction.isSecretName(name) == isSecret)
    }
}
