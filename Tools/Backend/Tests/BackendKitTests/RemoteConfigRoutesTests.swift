import Testing

@testable import BackendKit

@Suite("The remote config at /config")
struct RemoteConfigRoutesTests {
    private func request(_ method: String, _ target: String, body: String = "") -> BackendRequest {
        BackendRequest(method: method, target: target, body: Array(body.utf8), peerIsLoopback: true)
    }

    private func response(_ backend: Backend, _ request: BackendRequest) async -> BackendResponse? {
        guard case .respond(let response) = await backend.handle(request).action else { return nil }
        return response
    }

    @Test("Given a backend given no config When /config is read Then it serves no toggle changed")
    func emptyByDefault() async {
        let answer = await response(Backend(), request("GET", "/config"))
        #expect(answer?.status == 200)
        #expect(answer?.text == #"{"toggles":{}}"#)
    }

    @Test("Given a config posted to the control route When /config is read Then it is served as posted")
    func replaced() async {
        let backend = Backend()
        let posted = await response(backend, request("POST", "/_backend/config", body: #"{"toggles": {"wishlist": false}}"#))
        #expect(posted?.status == 200)
        let answer = await response(backend, request("GET", "/config"))
        #expect(answer?.text == #"{"toggles": {"wishlist": false}}"#)
        #expect(answer?.header("Content-Type") == "application/json; charset=utf-8")
    }

    @Test("Given a post that is no config When it is sent Then it is refused and the old config stays")
    func refused() async {
        let backend = Backend()
        for body in ["[1]", "not json", #"{"toggles": {"wishlist": "off"}}"#, #"{"toggles": [true]}"#] {
            let posted = await response(backend, request("POST", "/_backend/config", body: body))
            #expect(posted?.status == 400, "\(body) is refused")
        }
        #expect(await response(backend, request("GET", "/config"))?.text == #"{"toggles":{}}"#)
    }

    @Test("Given a scenario breaking /config When it is read Then the fault answers, and the request is logged")
    func breakable() async {
        let backend = Backend()
        _ = await response(backend, request("POST", "/_backend/scenario", body: "/config status 503\n"))
        #expect(await response(backend, request("GET", "/config"))?.status == 503)
        #expect(backend.requests.requests(after: 0).entries.contains { $0.entry.target == "/config" })
    }

    @Test("Given a config file at start When the state is made Then a bad one is refused in words")
    func startFile() throws {
        #expect(throws: RemoteConfigError.self) { try RemoteConfigState(text: "{") }
        let state = try RemoteConfigState(text: #"{"toggles": {"learnToShare": true}}"#)
        #expect(String(decoding: state.bytes, as: UTF8.self).contains("learnToShare"))
    }
}
