import Foundation
import JourneyKit
import TestSupport
import Testing

/// The app pointed at an Alfie-schema GraphQL server with `--products-url`, and given a
/// catalog file with `--products-file`: real processes, real HTTP on loopback, the same
/// data directory across runs.
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
        "Given products saved from a server that has since gone When the person refreshes Then they are told and keep the saved page"
    )
    func offlineRefreshKeepsSaved() async throws {
        let server = try startedMockServer()
        let endpoint = try server.baseURL.appending(path: "graphql").absoluteString
        let data = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }
        let online = try await runApp(["products"], arguments: ["--products-url", endpoint], dataDirectory: data)
        #expect(online.succeeded)

        server.stop()
        let offline = try await runApp(
            ["products", "refresh", "home"], arguments: ["--products-url", endpoint], dataDirectory: data)

        #expect(offline.succeeded, "\(offline.summary)\n\(offline.standardError)")
        #expect(offline.standardOutput.contains("Can't reach the products server — showing the products saved just now."))
        #expect(offline.standardOutput.contains("Page 1 of 5 · 88 products · newest first · offline — saved just now"))
        #expect(offline.standardOutput.contains("   1. Mindera Mock · Product 1 · A$400.00 · 2 colours"))
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

    @Test(
        "Given a server with Alfie's schema and facets When the person browses categories, filters by brand, views the filters, searches and asks for suggestions Then each shows what the server sent"
    )
    func browsesShopOnServer() async throws {
        let shop = try AlfieShopStandInServer()
        let data = try makeDataDirectory()
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }

        let result = try await runApp(
            [
                "products", "categories", "open 2", "filter brand=maison", "filters", "search silk", "suggest den", "back",
                "brands",
            ],
            arguments: ["--products-url", try shop.endpoint()], dataDirectory: data
        )

        let output = result.standardOutput
        #expect(result.succeeded, "\(result.summary)\n\(result.standardError)")
        #expect(output.contains("  1. Maison Élodie · Linen Shirt · £40.00 · 2 colours"), "\(output)")
        #expect(output.contains("Page 1 of 1 · 4 products · newest first"))
        #expect(output.contains("Categories\n  1. Women\n  2.   Tops\n  3. Men\n  4.   Jackets\n"))
        #expect(
            output.contains(
                "> open 2\nWomen › Tops\n  1. Maison Élodie · Linen Shirt · £40.00 · 2 colours\n  2. Maison Élodie · Silk Top · £60.00\n"
            ))
        #expect(output.contains("Filters: brand Maison Élodie"))
        #expect(output.contains("Filters for 2 products"))
        #expect(output.contains("✓ Maison Élodie (2)"))
        #expect(output.contains("Colour\n  Black (1) · Navy (1) · Rosé (1)\nSize\n  S (2) · M (1)\n"))
        #expect(
            output.contains(
                "  1. Maison Élodie · Silk Top · £60.00\nFilters: brand Maison Élodie\nPage 1 of 1 · 1 product · best matches first · search \"silk\""
            ))
        #expect(output.contains("Searches\n  1. denim jacket (1)\n"))
        #expect(output.contains("Brands\n  3. Otto Weiß (1)\n"))
        #expect(output.contains("Products\n  4. Otto Weiß · Denim Jacket · £90.00\n"))
        #expect(output.contains("M\n  1. Maison Élodie\nO\n  2. Ondine\n  3. Otto Weiß\n3 brands\n"))
        let operations = shop.operations
        #expect(operations.contains("GetNavigation") && operations.contains("GetBrands") && operations.contains("GetSuggestions"))
        #expect(
            shop.listingVariables.contains { $0["categoryId"] as? String == "women-tops" && $0["query"] as? String == "silk" })
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
