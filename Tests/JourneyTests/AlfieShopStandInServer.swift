import Foundation
import TestSupport

/// A GraphQL server with Alfie's schema and this project's `filters` extension on
/// loopback: four products in two categories and three brands, narrowed by
/// `categoryId`, `query` and `refine`, with facets counted under the other filters,
/// a navigation menu, brands and suggestions.
final class AlfieShopStandInServer {
    let server: LoopbackHTTPServer

    private struct Product {
        let id: String
        let name: String
        let brand: (name: String, slug: String)
        let category: String
        let colours: [String]
        let sizes: [String]
        let amount: Int
    }

    private static let products = [
        Product(
            id: "1", name: "Linen Shirt", brand: ("Maison Élodie", "maison-elodie"), category: "women-tops",
            colours: ["Black", "Navy"], sizes: ["S", "M"], amount: 4_000),
        Product(
            id: "2", name: "Denim Jacket", brand: ("Otto Weiß", "otto-weiss"), category: "men-jackets", colours: ["Navy"],
            sizes: ["M", "L"], amount: 9_000),
        Product(
            id: "3", name: "Silk Top", brand: ("Maison Élodie", "maison-elodie"), category: "women-tops", colours: ["Rosé"],
            sizes: ["S"], amount: 6_000),
        Product(
            id: "4", name: "Denim Jeans", brand: ("Ondine", "ondine"), category: "men-trousers", colours: ["Black"], sizes: ["M"],
            amount: 7_000),
    ]

    init() throws {
        server = LoopbackHTTPServer { request in .json(Self.answer(request.body)) }
        try server.start()
    }

    /// The endpoint to give the app.
    func endpoint() throws -> String {
        try server.baseURL.appending(path: "graphql").absoluteString
    }

    /// The operation names of the requests received, in order.
    var operations: [String] {
        server.receivedRequests.compactMap { request in
            (try? JSONSerialization.jsonObject(with: request.body) as? [String: Any])?["operationName"] as? String
        }
    }

    /// The variables of each listing asked for, in order.
    var listingVariables: [[String: Any]] {
        server.receivedRequests.compactMap { request in
            let body = (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any]
            guard body?["operationName"] as? String == "ProductListingQuery" else { return nil }
            return body?["variables"] as? [String: Any]
        }
    }

    private static func answer(_ body: Data) -> String {
        let request = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
        let variables = request["variables"] as? [String: Any] ?? [:]
        switch request["operationName"] as? String {
        case "GetBrands":
            return
                #"{"data":{"brands":[{"id":"3","name":"Ondine","slug":"ondine"},{"id":"1","name":"Maison Élodie","slug":"maison-elodie"},{"id":"2","name":"Otto Weiß","slug":"otto-weiss"}]}}"#
        case "GetNavigationHandles":
            return #"{"data":{"navigationHandles":["header"]}}"#
        case "GetNavigation":
            return
                #"{"data":{"navigation":[{"title":"Women","type":"LISTING","url":"/c/women","items":[{"title":"Tops","type":"LISTING","url":"/c/women-tops","items":[]}]},{"title":"Men","type":"LISTING","url":"/c/men","items":[{"title":"Jackets","type":"LISTING","url":"/c/men-jackets","items":[]}]}]}}"#
        case "GetSuggestions":
            return
                #"{"data":{"suggestion":{"keywords":[{"value":"denim jacket","results":1},{"value":"denim jeans","results":1}],"brands":[{"value":"Otto Weiß","results":1,"slug":"otto-weiss"}],"products":[{"id":"2","name":"Denim Jacket","brandName":"Otto Weiß","slug":"denim-jacket","price":{"amount":{"amount":9000,"currencyCode":"GBP"},"was":null}}]}}}"#
        case "GetProduct":
            let product = products.first { $0.id == variables["productId"] as? String }
            return #"{"data":{"product":\#(product.map(json) ?? "null")}}"#
        default:
            return listing(variables)
        }
    }

    private static func listing(_ variables: [String: Any]) -> String {
        let refine = (variables["refine"] as? [[String: Any]] ?? []).map {
            ($0["name"] as? String ?? "", $0["values"] as? [String] ?? [])
        }
        let listed = products.filter { product in
            let category = variables["categoryId"] as? String
            let query = (variables["query"] as? String)?.lowercased()
            return (category.map { product.category == $0 || product.category.hasPrefix($0 + "-") } ?? true)
                && (query.map { product.name.lowercased().contains($0) } ?? true)
        }
        let narrowed = listed.filter { product in refine.allSatisfy { matches(product, $0.0, $0.1) } }
        let facets = ["BRAND", "COLOUR", "SIZE"].map { type in
            let others = refine.filter { $0.0 != type }
            let selected = refine.first { $0.0 == type }?.1 ?? []
            let candidates = listed.filter { product in others.allSatisfy { matches(product, $0.0, $0.1) } }
            var values: [(name: String, slug: String)] = []
            for product in listed {
                for value in self.values(product, type) where !values.contains(where: { $0.slug == value.slug }) {
                    values.append(value)
                }
            }
            let items = values.map { value in
                let count = candidates.filter { self.values($0, type).contains { $0.slug == value.slug } }.count
                return
                    #"{"name":"\#(value.name)","slug":"\#(value.slug)","count":\#(count),"selected":\#(selected.contains(value.slug))}"#
            }
            return #"{"name":"\#(type)","values":[\#(items.joined(separator: ","))]}"#
        }
        let total = narrowed.count
        return
            #"{"data":{"productListing":{"title":"Products","pagination":{"offset":0,"limit":20,"total":\#(total),"pages":1,"page":1,"nextPage":null,"previousPage":null},"hierarchy":null,"filters":[\#(facets.joined(separator: ","))],"products":[\#(narrowed.map(json).joined(separator: ","))]}}}"#
    }

    private static func matches(_ product: Product, _ type: String, _ wanted: [String]) -> Bool {
        values(product, type).contains { wanted.contains($0.slug) }
    }

    private static func values(_ product: Product, _ type: String) -> [(name: String, slug: String)] {
        switch type {
        case "BRAND": return [(product.brand.name, product.brand.slug)]
        case "COLOUR": return product.colours.map { ($0, $0.lowercased()) }
        case "SIZE": return product.sizes.map { ($0, $0) }
        default: return []
        }
    }

    private static func json(_ product: Product) -> String {
        let variants = product.colours.flatMap { colour in
            product.sizes.map { size in
                #"{"sku":"\#(product.id)-\#(colour)-\#(size)","stock":4,"size":{"id":"\#(size)","value":"\#(size)"},"colour":{"id":"\#(colour.lowercased())","name":"\#(colour)"},"price":{"amount":{"currencyCode":"GBP","amount":\#(product.amount)},"was":null}}"#
            }
        }
        let colours = product.colours.map { #"{"id":"\#($0.lowercased())","name":"\#($0)"}"# }.joined(separator: ",")
        return
            #"{"id":"\#(product.id)","styleNumber":"ST\#(product.id)","name":"\#(product.name)","brand":{"id":"b\#(product.id)","name":"\#(product.brand.name)","slug":"\#(product.brand.slug)"},"shortDescription":"A thing.","longDescription":null,"colours":[\#(colours)],"defaultVariant":\#(variants[0]),"variants":[\#(variants.joined(separator: ","))]}"#
    }
}
