import StartBenchKit
import Testing

@Suite("Settings reading's share")
struct SettingsShareTests {
    @Test(
        "Given medians of app 23 ms, hello 12 ms and hello-settings 13.1 ms When compared Then settings cost 1.1 ms, a tenth of the 11 ms above hello"
    )
    func share() throws {
        let share = SettingsShare(app: 23, hello: 12, helloSettings: 13.1)
        #expect(abs(share.cost - 1.1) < 1e-9)
        #expect(share.appAboveHello == 11)
        let fraction = try #require(share.fraction)
        #expect(abs(fraction - 0.1) < 1e-9)
    }

    @Test("Given hello-settings faster than hello When compared Then the cost and the share are below zero")
    func belowNoise() throws {
        let share = SettingsShare(app: 22, hello: 12, helloSettings: 11.5)
        #expect(share.cost == -0.5)
        #expect(try #require(share.fraction) == -0.05)
    }

    @Test("Given an app no slower than hello When compared Then there is no share")
    func noShare() {
        #expect(SettingsShare(app: 12, hello: 12, helloSettings: 13).fraction == nil)
        #expect(SettingsShare(app: 11, hello: 12, helloSettings: 13).fraction == nil)
    }

    @Test("Given a fraction When written as a percent Then it is whole, with a space before the sign")
    func percent() {
        #expect(SettingsShare.percent(0.1234) == "12 %")
        #expect(SettingsShare.percent(0.999) == "100 %")
        #expect(SettingsShare.percent(-0.05) == "-5 %")
    }
}
