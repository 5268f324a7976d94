import Testing

@testable import BackendKit

@Suite("The control routes")
struct ControlRoutesTests {
    let backend = Backend()

    private func response(_ method: String, _ target: String, body: String = "", loopback: Bool = true) async -> BackendResponse {
        let request = BackendRequest(method: method, target: target, body: Array(body.utf8), peerIsLoopback: loopback)
        guard case .respond(let response) = await backend.handle(request).action else { return BackendResponse(status: 0) }
        return response
    }

    @Test("Given a peer that is not loopback When it asks a control route Then 403 and nothing changes")
    func refusedOffLoopback() async {
        #expect(await response("POST", "/_backend/scenario", body: "* down", loopback: false).status == 403)
        #expect(backend.scenario.text.isEmpty)
    }

    @Test("Given a scenario posted When read back and deleted Then it is in force, then gone")
    func scenarioLifecycle() async {
        #expect(await response("POST", "/_backend/scenario", body: "/api status 503").status == 200)
        #expect(await response("GET", "/_backend/scenario").text == "/api status 503")
        #expect(await response("GET", "/api/").status == 503)
        #expect(await response("DELETE", "/_backend/scenario").status == 200)
        #expect(await response("GET", "/api/").status == 200)
        #expect(await response("POST", "/_backend/scenario", body: "/api status 503").status == 200)
        #expect(await response("POST", "/_backend/scenario", body: "").status == 200)
        #expect(await response("GET", "/api/").status == 200)
    }

    @Test("Given a wrong scenario When posted Then 400 naming the line, and the one in force stays")
    func wrongScenario() async {
        #expect(await response("POST", "/_backend/scenario", body: "/api down").status == 200)
        let refused = await response("POST", "/_backend/scenario", body: "/api down\n/api teapot")
        #expect(refused.status == 400 && refused.text.contains("line 2"))
        #expect(backend.scenario.text == "/api down")
    }

    @Test("Given views posted When /_backend/views is read Then they are there, in order")
    func views() async {
        let view = #"{"data":{"type":"view","attributes":{"resource_id":"3","quantity":1}}}"#
        #expect(await response("POST", "/views", body: view).status == 204)
        #expect(await response("GET", "/_backend/views").text == #"[{"resource_id":"3","quantity":1}]"#)
        #expect(await response("DELETE", "/_backend/views").status == 204)
        #expect(await response("GET", "/_backend/views").text == "[]")
    }

    @Test("Given addresses When told apart Then only loopback ones are loopback")
    func loopback() async {
        #expect(
            PeerAddress.isLoopback("127.0.0.1") && PeerAddress.isLoopback("::1") && PeerAddress.isLoopback("::ffff:127.0.0.2"))
        #expect(!PeerAddress.isLoopback("10.0.0.1") && !PeerAddress.isLoopback("192.168.1.1") && !PeerAddress.isLoopback("::"))
    }
}

@Suite("Publishing a newer translation through the control routes")
struct ControlPublishRoutesTests {
    let backend = Backend()

    private func response(_ method: String, _ target: String) async -> BackendResponse {
        let request = BackendRequest(method: method, target: target, body: [], peerIsLoopback: true)
        guard case .respond(let response) = await backend.handle(request).action else { return BackendResponse(status: 0) }
        return response
    }

    @Test(
        "Given the backend When kgp is published again in French Then /resources lists the newer manifest, which is served with its new page"
    )
    func publishedTranslationIsServed() async throws {
        let before = await response("GET", "/resources?filter[system]=GodTools&include=latest-translations").text

        let published = await response("POST", "/_backend/publish?tool=kgp&language=fr")

        #expect(published.status == 200)
        let manifestName = try #require(published.text.split(separator: " ").last.map { String($0.dropLast()) })
        #expect(!before.contains(manifestName))
        let after = await response("GET", "/resources?filter[system]=GodTools&include=latest-translations").text
        #expect(after.contains(manifestName))
        let manifest = await response("GET", "/translations/files/\(manifestName)")
        #expect(manifest.status == 200)
        #expect(manifest.text.contains("<manifest"))
    }

    @Test("Given a tool and language with no translation, or no parameters When published Then 404 or 400 and nothing changes")
    func refusedPublications() async {
        #expect(await response("POST", "/_backend/publish?tool=kgp&language=xx").status == 404)
        #expect(await response("POST", "/_backend/publish?tool=kgp").status == 400)
        #expect(await response("POST", "/_backend/publish").status == 400)
    }
}
