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
