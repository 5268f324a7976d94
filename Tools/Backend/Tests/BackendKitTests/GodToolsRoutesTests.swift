import Foundation
import GodToolsContentKit
import Primitives
import Testing

@testable import BackendKit

@Suite("The GodTools content API")
struct GodToolsRoutesTests {
    let content = GodToolsContentGenerator().generate()
    let views = ViewLog()
    var routes: GodToolsRoutes { GodToolsRoutes(content: content, views: views) }

    private func json(_ response: BackendResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    @Test("Given the content When /languages and the bundled /resources are asked Then they are the bundled documents")
    func bundledDocuments() throws {
        #expect(routes.respond(to: BackendRequest(target: "/languages")).text == content.languagesDocument)
        let resources = routes.respond(
            to: BackendRequest(target: "/resources?filter%5Bsystem%5D=GodTools&include=latest-translations,attachments")
        )
        #expect(resources.header("Content-Type") == "application/vnd.api+json")
        let served = try JSONSerialization.jsonObject(with: Data(resources.body)) as? NSDictionary
        let bundled = try JSONSerialization.jsonObject(with: Data(content.resourcesDocument.utf8)) as? NSDictionary
        #expect(served != nil && served == bundled)
    }

    @Test("Given no include When /resources is asked Then there is no included member")
    func noInclude() throws {
        #expect(try json(routes.respond(to: BackendRequest(target: "/resources")))["included"] == nil)
    }

    @Test("Given a resource id and include When asked Then data is that resource and included its translations")
    func oneResource() throws {
        let object = try json(routes.respond(to: BackendRequest(target: "/resources/1?include=latest-translations")))
        #expect((object["data"] as? [String: Any])?["id"] as? String == "1")
        let included = try #require(object["included"] as? [[String: Any]])
        #expect(!included.isEmpty && included.allSatisfy { $0["type"] as? String == "translation" })
    }

    @Test("Given an unknown resource or include When asked Then 404 or 400 with JSON:API errors")
    func errors() throws {
        #expect(routes.respond(to: BackendRequest(target: "/resources/999")).status == 404)
        let badInclude = routes.respond(to: BackendRequest(target: "/resources?include=owner"))
        #expect(badInclude.status == 400)
        #expect(try json(badInclude)["errors"] is [Any])
        #expect(routes.respond(to: BackendRequest(target: "/translations/files/nothing.xml")).status == 404)
    }

    @Test("Given a manifest When its pages are fetched Then each page's bytes hash to its checksum-sha256")
    func checksums() throws {
        let manifestName = try #require(content.translations.first?.manifestName)
        let manifest = routes.respond(to: BackendRequest(target: "/translations/files/\(manifestName)"))
        #expect(SHA256.hexDigest(of: manifest.body) + ".xml" == manifestName)
        let pattern = #/src="([0-9a-f]{64}\.xml)" checksum-sha256="([0-9a-f]{64})"/#
        let pages = manifest.text.matches(of: pattern)
        #expect(!pages.isEmpty)
        for page in pages {
            let file = routes.respond(to: BackendRequest(target: "/translations/files/\(page.output.1)"))
            #expect(SHA256.hexDigest(of: file.body) == String(page.output.2))
        }
    }

    @Test("Given a view When posted Then 204 and it is kept; a quantity that is not positive is refused")
    func postedViews() {
        let good = #"{"data":{"type":"view","attributes":{"resource_id":"1","quantity":2}}}"#
        let bad = #"{"data":{"type":"view","attributes":{"resource_id":"1","quantity":0}}}"#
        #expect(routes.respond(to: BackendRequest(method: "POST", target: "/views", body: Array(good.utf8))).status == 204)
        #expect(routes.respond(to: BackendRequest(method: "POST", target: "/views", body: Array(bad.utf8))).status == 400)
        #expect(routes.respond(to: BackendRequest(method: "POST", target: "/views", body: Array("[".utf8))).status == 400)
        #expect(self.views.all == [ViewLog.View(resourceId: "1", quantity: 2)])
    }
}
