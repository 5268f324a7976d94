import Foundation
import Networking
import Testing

@Suite("RetryAfterHeader")
struct RetryAfterHeaderTests {
    /// Sun, 06 Nov 1994 08:49:37 GMT, the date of the HTTP specification's examples.
    private let now = Date(timeIntervalSince1970: 784_111_777)

    @Test("Given a number of seconds When it is read Then the wait is that many seconds")
    func seconds() {
        #expect(RetryAfterHeader.delay(from: "120", now: now) == .seconds(120))
        #expect(RetryAfterHeader.delay(from: " 0 ", now: now) == .zero)
    }

    @Test(
        "Given an HTTP date 30 s ahead in any of its three forms When it is read Then the wait is 30 s",
        arguments: ["Sun, 06 Nov 1994 08:50:07 GMT", "Sunday, 06-Nov-94 08:50:07 GMT", "Sun Nov  6 08:50:07 1994"]
    )
    func httpDate(value: String) {
        #expect(RetryAfterHeader.delay(from: value, now: now) == .seconds(30))
    }

    @Test("Given an HTTP date already past When it is read Then the wait is zero")
    func pastDate() {
        #expect(RetryAfterHeader.delay(from: "Sun, 06 Nov 1994 08:00:00 GMT", now: now) == .zero)
    }

    @Test("Given text that is neither form When it is read Then there is no wait", arguments: ["", "soon", "-5", "1.5"])
    func unreadable(value: String) {
        #expect(RetryAfterHeader.delay(from: value, now: now) == nil)
    }
}
