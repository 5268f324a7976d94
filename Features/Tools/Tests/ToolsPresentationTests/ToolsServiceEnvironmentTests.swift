import FeatureKit
import Foundation
import Testing
import ToolsDependencyContainer

@Suite("Tools service environments")
struct ToolsServiceEnvironmentTests {
    @Test("Given a backend environment and no option When the options are read Then tools come from the backend's root")
    func backend() throws {
        let services = ServiceEnvironment.backend(baseURL: try #require(URL(string: "http://127.0.0.1:8080")))
        let configuration = try ToolsFeature.parseOptions([]).sourceConfiguration(processEnvironment: [:], services: services)
        #expect(configuration.source == .remote(try #require(URL(string: "http://127.0.0.1:8080"))))
    }

    @Test("Given public services When the options are read Then tools come from GodTools' content API")
    func publicServices() throws {
        let configuration = try ToolsFeature.parseOptions([]).sourceConfiguration(
            processEnvironment: [:], services: .publicServices)
        #expect(configuration.source == .remote(try #require(URL(string: "https://mobile-content-api.cru.org/"))))
    }

    @Test("Given CONTENT_URL and a backend environment When the options are read Then the variable wins")
    func variableWins() throws {
        let services = ServiceEnvironment.backend(baseURL: try #require(URL(string: "http://127.0.0.1:8080")))
        let configuration = try ToolsFeature.parseOptions([]).sourceConfiguration(
            processEnvironment: ["CONTENT_URL": "https://content.example/"], services: services)
        #expect(configuration.source == .remote(try #require(URL(string: "https://content.example/"))))
    }
}

@Suite("The introduction's option")
struct ToolsOnboardingOptionTests {
    @Test("Given no option When the options are read Then a script skips the introduction; with --onboarding it shows it")
    func onboardingFlag() throws {
        #expect(try ToolsFeature.parseOptions([]).onboarding == false)
        #expect(try ToolsFeature.parseOptions(["--onboarding"]).onboarding)
        #expect(ToolsFeature.optionFlagPrefixes.contains { "--onboarding".hasPrefix($0) })
    }
}
