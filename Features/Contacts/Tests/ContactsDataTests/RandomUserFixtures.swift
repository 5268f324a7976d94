import Foundation

/// randomuser.me (version 1.4) response bodies, written by hand the way the
/// API sends them.
enum RandomUserFixtures {
    /// The API documentation's sample response: one US record, `info` with a seed.
    static let documentedResponse = #"""
        {
          "results": [
            {
              "gender": "female",
              "name": { "title": "Miss", "first": "Jennie", "last": "Nichols" },
              "location": {
                "street": { "number": 8929, "name": "Valwood Pkwy" },
                "city": "Billings",
                "state": "Michigan",
                "country": "United States",
                "postcode": 63104,
                "coordinates": { "latitude": "-69.8246", "longitude": "134.8719" },
                "timezone": { "offset": "+9:30", "description": "Adelaide, Darwin" }
              },
              "email": "jennie.nichols@example.com",
              "login": {
                "uuid": "7a0eed16-9430-4d68-901f-c0d4c1c3bf00",
                "username": "yellowpeacock117",
                "password": "addison",
                "salt": "sld1yGtd",
                "md5": "ab54ac4c0be9480ae8fa5e9e2a5196a3",
                "sha1": "edcf2ce613cbdea349133c52dc2f3b83168dc51b",
                "sha256": "48df5229235ada28389b91e60a935e4f9b73eb4bdb855ef9258a1751f10bdc5d"
              },
              "dob": { "date": "1992-03-08T15:13:16.688Z", "age": 30 },
              "registered": { "date": "2007-07-09T05:51:59.390Z", "age": 14 },
              "phone": "(272) 790-0888",
              "cell": "(489) 330-2385",
              "id": { "name": "SSN", "value": "405-88-3636" },
              "picture": {
                "large": "https://randomuser.me/api/portraits/women/75.jpg",
                "medium": "https://randomuser.me/api/portraits/med/women/75.jpg",
                "thumbnail": "https://randomuser.me/api/portraits/thumb/women/75.jpg"
              },
              "nat": "US"
            }
          ],
          "info": { "seed": "56d27f4a53bd5441", "results": 1, "page": 1, "version": "1.4" }
        }
        """#

    /// A Norwegian record: the postcode is a JSON number, `1234`.
    static let norwegianRecord = #"""
        {"gender":"male","name":{"title":"Mr","first":"Ørjan","last":"Kristiansen"},"location":{"street":{"number":2306,"name":"Kirkeveien"},"city":"Oslo","state":"Oslo","country":"Norway","postcode":1234,"coordinates":{"latitude":"59.9139","longitude":"10.7522"},"timezone":{"offset":"+1:00","description":"Brussels, Copenhagen, Madrid, Paris"}},"email":"orjan.kristiansen@example.com","login":{"uuid":"3f1c2d0e-6a8b-4c71-9e25-0b6f4d8a2c13","username":"silverswan412","password":"sunshine","salt":"Qa8Zx0pL","md5":"5f4dcc3b5aa765d61d8327deb882cf99","sha1":"2fd4e1c67a2d28fced849ee1bb76e7391b93eb12","sha256":"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"},"dob":{"date":"1984-11-02T08:21:47.331Z","age":41},"registered":{"date":"2009-05-17T19:02:11.907Z","age":16},"phone":"22345678","cell":"41234567","id":{"name":"FN","value":"02118412345"},"picture":{"large":"https://randomuser.me/api/portraits/men/12.jpg","medium":"https://randomuser.me/api/portraits/med/men/12.jpg","thumbnail":"https://randomuser.me/api/portraits/thumb/men/12.jpg"},"nat":"NO"}
        """#

    /// A British record: the postcode is a JSON string, `"EC1A 1BB"`.
    static let britishRecord = #"""
        {"gender":"female","name":{"title":"Ms","first":"Zoë","last":"O'Connor"},"location":{"street":{"number":48,"name":"Station Road"},"city":"London","state":"Greater London","country":"United Kingdom","postcode":"EC1A 1BB","coordinates":{"latitude":"51.5203","longitude":"-0.0975"},"timezone":{"offset":"0:00","description":"Western Europe Time, London, Lisbon, Casablanca"}},"email":"zoe.oconnor@example.com","login":{"uuid":"b5a1e0c4-2f3d-4e6a-8b9c-7d1e2f3a4b5c","username":"bluebird123","password":"letmein","salt":"T7uVw2Xy","md5":"0cc175b9c0f1b6a831c399e269772661","sha1":"86f7e437faa5a7fce15d1ddcb9eaeaea377667b8","sha256":"ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb"},"dob":{"date":"1990-01-15T12:00:00.000Z","age":35},"registered":{"date":"2015-09-30T07:45:12.250Z","age":10},"phone":"016977 4621","cell":"07700 900123","id":{"name":"NINO","value":"QQ 12 34 56 C"},"picture":{"large":"https://randomuser.me/api/portraits/women/33.jpg","medium":"https://randomuser.me/api/portraits/med/women/33.jpg","thumbnail":"https://randomuser.me/api/portraits/thumb/women/33.jpg"},"nat":"GB"}
        """#

    /// A Ukrainian record: Cyrillic names and places, `id` of `{"name": "", "value": null}`.
    static let ukrainianRecord = #"""
        {"gender":"female","name":{"title":"Mrs","first":"Оксана","last":"Шевченко"},"location":{"street":{"number":7731,"name":"Лісова"},"city":"Бердичів","state":"Житомирська","country":"Ukraine","postcode":13300,"coordinates":{"latitude":"49.8939","longitude":"28.5986"},"timezone":{"offset":"+2:00","description":"Kaliningrad, South Africa"}},"email":"oksana.shevchenko@example.com","login":{"uuid":"c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f","username":"happymouse808","password":"dragon","salt":"mN3bV5cX","md5":"92eb5ffee6ae2fec3ad71c777531578f","sha1":"e9d71f5ee7c92d6dc9e92ffdad17b8bd49418f98","sha256":"3e23e8160039594a33894f6564e1b1348bbd7a0088d42c4acb73eeaed59c009d"},"dob":{"date":"1979-06-23T04:36:08.512Z","age":46},"registered":{"date":"2004-02-11T16:20:45.019Z","age":21},"phone":"(041) 432-1098","cell":"(097) 765-4321","id":{"name":"","value":null},"picture":{"large":"https://randomuser.me/api/portraits/women/61.jpg","medium":"https://randomuser.me/api/portraits/med/women/61.jpg","thumbnail":"https://randomuser.me/api/portraits/thumb/women/61.jpg"},"nat":"UA"}
        """#

    /// An Iranian record: Persian names and street in Arabic script, `id.value` null.
    static let iranianRecord = #"""
        {"gender":"female","name":{"title":"Miss","first":"زهرا","last":"محمدی"},"location":{"street":{"number":5126,"name":"شهید کلاهدوز"},"city":"Sanandaj","state":"Kurdistan","country":"Iran","postcode":45218,"coordinates":{"latitude":"35.3219","longitude":"46.9862"},"timezone":{"offset":"+3:30","description":"Tehran"}},"email":"zahra.mohammadi@example.com","login":{"uuid":"d4e5f6a7-b8c9-4dae-8f01-2b3c4d5e6f70","username":"goldenpanda555","password":"freedom","salt":"Lk9Jh7Gf","md5":"c4ca4238a0b923820dcc509a6f75849b","sha1":"356a192b7913b04c54574d18c28d46e6395428ab","sha256":"6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b"},"dob":{"date":"1996-12-04T21:58:33.760Z","age":29},"registered":{"date":"2018-08-08T10:10:10.101Z","age":7},"phone":"071-56842317","cell":"0912-345-6789","id":{"name":"","value":null},"picture":{"large":"https://randomuser.me/api/portraits/women/4.jpg","medium":"https://randomuser.me/api/portraits/med/women/4.jpg","thumbnail":"https://randomuser.me/api/portraits/thumb/women/4.jpg"},"nat":"IR"}
        """#

    /// A response of `records` (JSON object texts) with `info` (a JSON object text, or none).
    static func response(_ records: [String], info: String? = defaultInfo) -> Data {
        let results = "\"results\":[" + records.joined(separator: ",") + "]"
        return Data(("{" + results + (info.map { ",\"info\":" + $0 } ?? "") + "}").utf8)
    }

    static let defaultInfo = #"{"seed":"mosaic","results":20,"page":1,"version":"1.4"}"#

    /// A complete record built from parts, for tests that vary one of them.
    /// `first`, `last` and `city` are plain text (written as JSON strings, escapes and all);
    /// the other parts are JSON texts; `uuid: nil` leaves `login.uuid` out.
    static func record(
        uuid: String? = "00000000-0000-4000-8000-000000000001", gender: String = "female", nat: String = "FR",
        first: String = "Zoé", last: String = "Moulin", city: String = "Lyon", postcode: String = "75012",
        streetNumber: String? = "17",
        dobDate: String = #""1988-04-21T03:15:22.118Z""#, dobAge: String = "37",
        id: String = #"{"name":"INSEE","value":"2880475123456 78"}"#
    ) -> String {
        let uuidMember = uuid.map { #""uuid":"\#($0)","# } ?? ""
        let numberMember = streetNumber.map { #""number":\#($0),"# } ?? ""
        return #"""
            {"gender":"\#(gender)","name":{"title":"Madame","first":\#(jsonString(first)),"last":\#(jsonString(last))},"location":{"street":{\#(numberMember)"name":"Rue Pasteur"},"city":\#(jsonString(city)),"state":"Rhône","country":"France","postcode":\#(postcode),"coordinates":{"latitude":"45.7640","longitude":"4.8357"},"timezone":{"offset":"+1:00","description":"Brussels, Copenhagen, Madrid, Paris"}},"email":"zoe.moulin@example.com","login":{\#(uuidMember)"username":"tinycat384","password":"cheese","salt":"aB3dE5fG","md5":"e4da3b7fbbce2345d7772b0674a318d5","sha1":"1b6453892473a467d07372d45eb05abc2031647a","sha256":"4e07408562bedb8b60ce05c1decfe3ad16b72230967de01f640b7e4729b49fce"},"dob":{"date":\#(dobDate),"age":\#(dobAge)},"registered":{"date":"2011-10-05T14:22:31.456Z","age":14},"phone":"04-72-12-34-56","cell":"06-12-34-56-78","id":\#(id),"picture":{"large":"https://randomuser.me/api/portraits/women/21.jpg","medium":"https://randomuser.me/api/portraits/med/women/21.jpg","thumbnail":"https://randomuser.me/api/portraits/thumb/women/21.jpg"},"nat":"\#(nat)"}
            """#
    }

    /// `text` as a JSON string literal, quotes included.
    static func jsonString(_ text: String) -> String {
        (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    /// What a request with `inc=name,login` returns: no location, dates or pictures.
    static let partialRecord = #"""
        {"name":{"title":"Mr","first":"Lucas","last":"Martin"},"login":{"uuid":"11111111-2222-4333-8444-555555555555","username":"redfrog421","password":"batman","salt":"Zx12Cv34","md5":"c81e728d9d4c2f636f067f89cc14862c","sha1":"da4b9237bacccdf19c0760cab7aec4a8359010b0","sha256":"d4735e3a265e16eee03f59718b9b5d03019c07d8b6c51f90da3a666eec13ab35"}}
        """#
}
