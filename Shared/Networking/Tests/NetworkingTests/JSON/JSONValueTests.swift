import Foundation
import Networking
import Testing

@Suite("JSONValue")
struct JSONValueTests {
    @Test("Given JSON of every kind When it is decoded Then whole numbers are ints and the rest keeps its kind")
    func decodesEveryKind() throws {
        let text = #"{"n":null,"b":true,"i":42,"d":1.5,"s":"x","a":[1,"2"],"o":{"k":"v"}}"#

        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))

        #expect(value == ["n": nil, "b": true, "i": 42, "d": 1.5, "s": "x", "a": [1, "2"], "o": ["k": "v"]])
    }

    @Test("Given a value When it is written as JSON text Then members are sorted and strings escaped")
    func writesCompactSortedText() {
        let value: JSONValue = ["b": [1, 2.5, true, nil], "a": "line\n\"quoted\"\u{01}"]

        #expect(value.jsonText == #"{"a":"line\n\"quoted\"\u0001","b":[1,2.5,true,null]}"#)
    }

    @Test("Given a number JSON cannot hold When it is written Then it is written as null")
    func nonFiniteIsNull() {
        #expect(JSONValue.double(.infinity).jsonText == "null")
    }

    @Test("Given a value When it is written and read back Then it is the same value")
    func roundTrip() throws {
        let value: JSONValue = ["offset": 20, "limit": 20, "query": "dress", "refine": [["name": "BRAND", "values": ["a"]]]]

        let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(value.jsonText.utf8))

        #expect(decoded == value)
    }
}
