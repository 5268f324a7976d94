import AppCore
import Testing

@Suite("Given the deployment environments")
struct AppEnvironmentTests {
    @Test("When no log level is given Then dev logs debug, qc info and prod warning")
    func defaultLogLevels() {
        #expect(AppEnvironment.dev.defaultLogLevel == .debug)
        #expect(AppEnvironment.qc.defaultLogLevel == .info)
        #expect(AppEnvironment.prod.defaultLogLevel == .warning)
    }

    @Test("When environments are named on the command line Then dev, qc and prod are the names, in that order")
    func names() {
        #expect(AppEnvironment.allCases.map(\.rawValue) == ["dev", "qc", "prod"])
        #expect(AppEnvironment(rawValue: "qc") == .qc)
        #expect(AppEnvironment(rawValue: "staging") == nil)
    }
}
