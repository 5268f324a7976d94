import FeatureKit
import Foundation
import Testing

@Suite("Service environment")
struct ServiceEnvironmentTests {
    @Test("Given a backend with or without a trailing slash When a feature asks for its path Then the path is under the base")
    func backendPaths() throws {
        for base in ["http://127.0.0.1:8080", "http://127.0.0.1:8080/"] {
            let services = ServiceEnvironment.backend(baseURL: try #require(URL(string: base)))
            #expect(services.backendURL(path: "api/")?.absoluteString == "http://127.0.0.1:8080/api/")
            #expect(services.backendURL(path: "graphql")?.absoluteString == "http://127.0.0.1:8080/graphql")
        }
    }

    @Test("Given a backend under a folder When a feature asks for its path Then the folder is kept")
    func backendUnderFolder() throws {
        let services = ServiceEnvironment.backend(baseURL: try #require(URL(string: "https://lab.example/mosaic")))
        #expect(services.backendURL(path: "api/")?.absoluteString == "https://lab.example/mosaic/api/")
        #expect(services.backendURL(path: "")?.absoluteString == "https://lab.example/mosaic")
    }

    @Test("Given no backend When a feature asks for its path Then there is none")
    func noBackend() {
        #expect(ServiceEnvironment.embedded.backendURL(path: "api/") == nil)
        #expect(ServiceEnvironment.publicServices.backendURL(path: "api/") == nil)
    }
}

@Suite("Service endpoint")
struct ServiceEndpointTests {
    @Test(
        "Given an address typed for a server When it is read Then only an absolute http or https URL with a host is kept",
        arguments: [
            ("https://randomuser.me/api/1.4/", true), ("HTTP://127.0.0.1:8080", true), ("ftp://example.com", false),
            ("127.0.0.1:8080", false), ("http://", false), ("not a url", false),
        ])
    func readsAddresses(_ text: String, accepted: Bool) {
        #expect((ServiceEndpoint.url(from: text) != nil) == accepted)
    }
}
