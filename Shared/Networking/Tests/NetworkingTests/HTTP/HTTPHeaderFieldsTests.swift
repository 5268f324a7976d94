import Networking
import Testing

@Suite("HTTPHeaderFields")
struct HTTPHeaderFieldsTests {
    @Test("Given a field sent as Content-Type When it is looked up in any case Then its value is found")
    func caseInsensitiveLookup() {
        let headers: HTTPHeaderFields = ["Content-Type": "application/json"]

        #expect(headers["content-type"] == "application/json")
        #expect(headers["CONTENT-TYPE"] == "application/json")
        #expect(headers["Accept"] == nil)
    }

    @Test("Given a name sent twice When its values are asked for Then both come back in order")
    func repeatedNames() {
        var headers = HTTPHeaderFields()
        headers.add(name: "Set-Cookie", value: "a=1")
        headers.add(name: "set-cookie", value: "b=2")

        #expect(headers.values(for: "SET-COOKIE") == ["a=1", "b=2"])
    }

    @Test("Given a field When it is set again in another case Then it replaces the old one")
    func settingReplaces() {
        var headers: HTTPHeaderFields = ["accept": "text/plain"]

        headers["Accept"] = "application/json"

        #expect(headers.values(for: "accept") == ["application/json"])
    }
}
