import AppCore
import Foundation
import Testing

@Suite("Given a fixed clock made from ISO 8601 text")
struct FixedAppClockTests {
    /// 2026-01-31T12:00:00Z
    private let noonUTC = Date(timeIntervalSince1970: 1_769_860_800)
    /// 2026-01-31T00:00:00Z
    private let midnightUTC = Date(timeIntervalSince1970: 1_769_817_600)

    @Test("When the text is a full instant in UTC Then the clock reads that instant")
    func fullInstant() throws {
        let clock = try #require(FixedAppClock(iso8601: "2026-01-31T12:00:00Z"))
        #expect(clock.now() == noonUTC)
    }

    @Test("When the instant has an offset Then it is converted to the same moment")
    func instantWithOffset() throws {
        let clock = try #require(FixedAppClock(iso8601: "2026-01-31T14:00:00+02:00"))
        #expect(clock.now() == noonUTC)
    }

    @Test("When the text is a plain date Then the clock reads midnight UTC of that day")
    func plainDate() throws {
        let clock = try #require(FixedAppClock(iso8601: "2026-01-31"))
        #expect(clock.now() == midnightUTC)
    }

    @Test("When the text is not a date Then there is no clock", arguments: ["junk", "", "31/01/2026", "2026-13-45", "20260131"])
    func junk(text: String) {
        #expect(FixedAppClock(iso8601: text) == nil)
    }

    @Test(
        "When a date is followed by a time that is not valid ISO 8601 Then there is no clock",
        arguments: ["2026-01-31T25:00:00Z", "2026-01-31 12:00"]
    )
    func dateWithTrailingText(text: String) {
        #expect(FixedAppClock(iso8601: text) == nil)
    }

    @Test(
        "When a plain date names a day the month does not have Then there is no clock"
    )
    func impossibleDay() {
        #expect(FixedAppClock(iso8601: "2026-02-30") == nil)
    }

    @Test("When the instant has fractional seconds Then they are kept")
    func fractionalSeconds() throws {
        let clock = try #require(FixedAppClock(iso8601: "2026-01-31T12:00:00.5Z"))
        #expect(clock.now().timeIntervalSince1970.truncatingRemainder(dividingBy: 1) == 0.5)
    }

    @Test("When the clock is read twice Then both reads are the same instant")
    func alwaysSame() {
        let clock = FixedAppClock(noonUTC)
        #expect(clock.now() == noonUTC)
        #expect(clock.now() == clock.now())
    }
}

@Suite("Given the system clock")
struct SystemAppClockTests {
    @Test("When it is read Then it tells the machine's current time")
    func readsNow() {
        let before = Date()
        let now = SystemAppClock().now()
        let after = Date()
        #expect(before <= now && now <= after)
    }
}
