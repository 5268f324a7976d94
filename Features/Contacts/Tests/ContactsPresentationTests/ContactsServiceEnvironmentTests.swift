import ContactsDependencyContainer
import FeatureKit
import Foundation
import Testing

@Suite("Contacts service environments")
struct ContactsServiceEnvironmentTests {
    @Test("Given a backend environment and no option When the options are read Then contacts come from its /api/")
    func backend() throws {
        let services = ServiceEnvironment.backend(baseURL: try #require(URL(string: "http://127.0.0.1:8080")))
        let configuration = try ContactsFeature.parseOptions([]).sourceConfiguration(processEnvironment: [:], services: services)
        #expect(configuration.source == .remote(try #require(URL(string: "http://127.0.0.1:8080/api/"))))
    }

    @Test("Given public services When the options are read Then contacts come from randomuser.me")
    func publicServices() throws {
        let configuration = try ContactsFeature.parseOptions([]).sourceConfiguration(
            processEnvironment: [:], services: .publicServices)
        #expect(configuration.source == .remote(try #require(URL(string: "https://randomuser.me/api/1.4/"))))
    }

    @Test("Given no environment When the options are read Then contacts stay on the bundled set")
    func embedded() throws {
        let configuration = try ContactsFeature.parseOptions([]).sourceConfiguration(processEnvironment: [:])
        #expect(configuration.source == .embedded)
    }

    @Test("Given --contacts-url and a backend environment When the options are read Then the option wins")
    func optionWins() throws {
        let services = ServiceEnvironment.backend(baseURL: try #require(URL(string: "http://127.0.0.1:8080")))
        let configuration = try ContactsFeature.parseOptions(["--contacts-url", "https://people.example/api/"])
            .sourceConfiguration(processEnvironment: [:], services: services)
        #expect(configuration.source == .remote(try #require(URL(string: "https://people.example/api/"))))
    }
}
