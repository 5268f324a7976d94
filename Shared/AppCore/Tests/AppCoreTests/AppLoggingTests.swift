import AppCore
import Testing

@Suite("Given log level names typed by a person")
struct AppLoggingLevelTests {
    @Test("When a level is named in lower case Then that level is found")
    func lowerCase() {
        #expect(AppLogging.level(named: "trace") == .trace)
        #expect(AppLogging.level(named: "debug") == .debug)
        #expect(AppLogging.level(named: "critical") == .critical)
    }

    @Test("When a level is named in another case Then the case is ignored")
    func otherCase() {
        #expect(AppLogging.level(named: "WARNING") == .warning)
        #expect(AppLogging.level(named: "Info") == .info)
        #expect(AppLogging.level(named: "eRRoR") == .error)
    }

    @Test("When the name is no level Then nothing is found", arguments: ["verbose", "warn", "", " info"])
    func unknown(name: String) {
        #expect(AppLogging.level(named: name) == nil)
    }
}
