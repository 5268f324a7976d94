import Foundation
import JourneyKit
import TestSupport
import Testing

/// The app pointed at a server that answers as Alfie's own mock does (page 1 whatever is
/// asked), and given a broken catalog file: real processes, real HTTP on loopback. A shop
/// that pages, refines, counts facets and suggests for real is the local backend, in
/// `Tests/Journeys/backend/products-*.journey`.
@Suite("Products from a GraphQL server or a catalog file")
struct RemoteProductsSessionTests {
    private func runApp(_ commands: [String], arguments: [String], dataDirectory: URL) async throws -> AppProcessResult {
        try await AppRuns(extraArguments: arguments).run(commands, dataDirectory: dataDirectory)
    }

    private func makeDataDirectory() throws -> URL {
        try AppRuns.makeDataDirectory(named: "remote-products")
    }

    /// A server answering as Alfie's mock does: the same 20 products and first page for every listing.
    private func startedMockServer() throws -> LoopbackHTTPServer {
        let server = LoopbackHTTPServer { request in
            let body = String(decoding: request.body, as: UTF8.self)
            if body.contains("\"GetProduct\"") { return .json(#"{"data":{"product":\#(AlfieMockAnswers.product(1))}}"#) }
            return .json(AlfieMockAnswers.firstPage)
        }
        try server.start()
        return server
    }

    @Test(
        "Given a server that sends its first page for every offset When the person pages and opens a product Then they see its pages and are told it does not page"
    )
    func browsesMockServer() async throws {
        let server = try startedMockServer()
        let data = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }

        let result = try await runApp(
            ["products", "next", "open 2"],
            arguments: ["--products-url", try server.baseURL.appending(path: "graphql").absoluteString],
            dataDirectory: data
        )

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError)")
        #expect(result.standardOutput.contains("   1. Mindera Mock · Product 1 · A$400.00 · 2 colours"))
        #expect(result.standardOutput.contains("Page 1 of 5 · 88 products · newest first"))
        #expect(
            result.standardOutput.contains("The products server sent page 1 when asked for page 2: it does not page further."))
        #expect(result.standardOutput.contains("Mindera Mock · Product 2"))
        #expect(result.standardOutput.contains("    10 AU · 3 left"))
        let operations = server.receivedRequests.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(operations.filter { $0.contains("\"operationName\":\"ProductListingQuery\"") }.count == 2)
        #expect(server.receivedRequests.allSatisfy { $0.method == "POST" })
    }

    @Test(
        "Given a catalog file broken on its first line When the person opens products Then they are told, the bundled catalog shows, and the session goes on"
    )
    func brokenCatalogFile() async throws {
        let data = try makeDataDirectory()
        let work = data.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: work) }
        try Data("{\"styleNumber\":\"X\"}\n".utf8).write(to: work.appendingPathComponent("broken.jsonl"))

        let result = try await runApp(["products", "home"], arguments: ["--products-file", "broken.jsonl"], dataDirectory: data)

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                "  broken.jsonl was not imported: line 1 is not a valid product. Nothing of it was saved."))
        #expect(result.standardOutput.contains("Page 1 of 100 · 2,000 products · newest first"))
        #expect(result.standardOutput.contains("Home"))
    }
}

/// Answers in the shape Alfie's mock sends: AUD, sizes like "10 AU", 88 products, never past page 1.
enum AlfieMockAnswers {
    static func product(_ number: Int) -> String {
        let variants = ["black", "navy"].flatMap { colour in
            ["10 AU", "12 AU"].map { size in
                #"{"sku":"SKU\#(number)-\#(colour)-\#(size.prefix(2))","stock":3,"size":{"id":"\#(size)","value":"\#(size)"},"colour":{"id":"\#(colour)","name":"\#(colour.capitalized)"},"price":{"amount":{"currencyCode":"AUD","amount":40000,"amountFormatted":"$400.00"},"was":null}}"#
            }
        }
        return
            #"{"id":"\#(number)","styleNumber":"ST\#(number)","name":"Product \#(number)","brand":{"id":"1","name":"Mindera Mock","slug":"mindera"},"shortDescription":"A product.","longDescription":null,"priceRange":{"low":{"currencyCode":"AUD","amount":40000},"high":null},"colours":[{"id":"black","name":"Black"},{"id":"navy","name":"Navy"}],"defaultVariant":\#(variants[0]),"variants":[\#(variants.joined(separator: ","))]}"#
    }

    static let firstPage =
        #"{"data":{"productListing":{"title":"Women","pagination":{"offset":0,"limit":20,"total":88,"pages":5,"page":1,"nextPage":20,"previousPage":null},"products":[\#((1...20).map(product).joined(separator: ","))]}}}"#
}
