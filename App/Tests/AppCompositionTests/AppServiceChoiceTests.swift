import AppCore
import FeatureKit
import Foundation
import Networking
import Testing

@testable import AppComposition

@Suite("Service environments")
struct AppServiceChoiceTests {
    @Test("Given no --env and no --backend When the sources are chosen Then every feature stays on its bundled data")
    func noEnvironmentIsEmbedded() {
        #expect(AppServiceChoice.services(environment: nil, backend: nil) == .embedded)
    }

    @Test("Given --env dev or qc When the sources are chosen Then they point at the local backend on port 8080")
    func devAndQcUseTheLocalBackend() throws {
        let local = try #require(URL(string: "http://127.0.0.1:8080"))
        #expect(AppServiceChoice.services(environment: .dev, backend: nil) == .backend(baseURL: local))
        #expect(AppServiceChoice.services(environment: .qc, backend: nil) == .backend(baseURL: local))
    }

    @Test("Given --env prod When the sources are chosen Then the public services are used")
    func prodUsesPublicServices() {
        #expect(AppServiceChoice.services(environment: .prod, backend: nil) == .publicServices)
    }

    @Test("Given --backend with any environment When the sources are chosen Then that backend wins")
    func backendWins() throws {
        let backend = try #require(URL(string: "http://127.0.0.1:9999"))
        #expect(AppServiceChoice.services(environment: .prod, backend: backend) == .backend(baseURL: backend))
        #expect(AppServiceChoice.services(environment: nil, backend: backend) == .backend(baseURL: backend))
    }

    @Test("Given APP_ENV and no --env When the environment is read Then APP_ENV names it, in any case")
    func appEnvVariable() throws {
        #expect(try AppServiceChoice.environment(option: nil, processEnvironment: ["APP_ENV": "QC"]) == .qc)
        #expect(try AppServiceChoice.environment(option: .prod, processEnvironment: ["APP_ENV": "dev"]) == .prod)
        #expect(try AppServiceChoice.environment(option: nil, processEnvironment: [:]) == nil)
    }

    @Test("Given APP_ENV with an unknown value When the environment is read Then it is refused in words")
    func badAppEnvRefused() {
        #expect {
            _ = try AppServiceChoice.environment(option: nil, processEnvironment: ["APP_ENV": "staging"])
        } throws: { error in
            "\(error)".contains("APP_ENV takes dev, qc or prod")
        }
    }

    @Test("Given --backend that is not an http URL When the command line is read Then it is refused")
    func badBackendRefused() {
        #expect {
            _ = try AppCommand.parse(["--in-memory", "--backend", "ftp://example.com"])
        } throws: { error in
            "\(error)".contains("--backend takes an http or https URL")
        }
    }

    @Test("Given a backend that does not answer When launch checks it Then its address is given back to be said once")
    func unreachableBackendIsReported() async throws {
        let closed = try #require(URL(string: "http://127.0.0.1:9"))
        let unreachable = await BackendReachability.unreachableBackend(
            in: .backend(baseURL: closed), transport: UnavailableHTTPTransport())
        #expect(unreachable == closed)
        #expect(await BackendReachability.unreachableBackend(in: .embedded, transport: UnavailableHTTPTransport()) == nil)
    }
}
