import Testing

@testable import BackendKit

@Suite("Requests as read, and the views kept")
struct RequestAndLogTests {
    @Test("Given a target with percent-encoded query items When read Then path and values are decoded")
    func decoding() {
        let request = BackendRequest(target: "/resources?filter%5Bsystem%5D=God%20Tools&include=&flag")
        #expect(request.path == "/resources")
        #expect(request.queryValue("filter[system]") == "God Tools")
        #expect(request.queryValue("include") == "" && request.queryValue("flag") == "")
        #expect(BackendRequest(target: "/bad%zz?x=%").path == "/bad%zz")
    }

    @Test("Given more views than the log holds When appended Then the latest are kept")
    func bounded() {
        let log = ViewLog(capacity: 2)
        for id in ["1", "2", "3"] { log.append(ViewLog.View(resourceId: id, quantity: 1)) }
        #expect(log.all.map(\.resourceId) == ["2", "3"])
    }

    @Test("Given the README's example scenario When read Then its three rules parse")
    func readmeExample() throws {
        let example = """
            # contacts slow and failing every third page; content gone
            /api latency 300
            /api every 3 status 503 retry-after 2
            /resources down
            """
        #expect(try ScenarioParser.parse(example).get().count == 3)
    }
}
