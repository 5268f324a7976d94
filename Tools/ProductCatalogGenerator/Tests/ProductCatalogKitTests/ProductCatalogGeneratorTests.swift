import Foundation
import ProductCatalogKit
import Testing

@Suite("Product catalog generator")
struct ProductCatalogGeneratorTests {
    let catalog = Array(ProductCatalogGenerator(count: 2_000, seed: 2_026).products())

    @Test("Given one seed When the catalog is made twice Then both are the same, line for line")
    func deterministic() throws {
        let writer = JSONLinesWriter()
        let again = Array(ProductCatalogGenerator(count: 50, seed: 2_026).products())
        #expect(try again.map(writer.line) == catalog.prefix(50).map(writer.line))
    }

    @Test("Given two seeds When catalogs are made Then they differ")
    func seedsDiffer() {
        let other = Array(ProductCatalogGenerator(count: 50, seed: 7).products())
        #expect(other != Array(catalog.prefix(50)))
    }

    @Test("Given a catalog When its style numbers and SKUs are read Then each is unique")
    func uniqueIdentifiers() {
        #expect(Set(catalog.map(\.styleNumber)).count == catalog.count)
        let skus = catalog.flatMap { $0.variants.map(\.sku) }
        #expect(Set(skus).count == skus.count)
    }

    @Test("Given 2,000 products When brands and categories are counted Then there are at least 30 brands and 12 categories")
    func variety() {
        #expect(Set(catalog.map(\.brand.id)).count >= 30)
        #expect(Set(catalog.map(\.category.id)).count == 12)
    }

    @Test(
        "Given 2,000 products When they are read Then some are one-size, on sale, partly and wholly out of stock, and priced from"
    )
    func everyCase() {
        #expect(catalog.contains { $0.sizes.isEmpty && $0.variants.allSatisfy { $0.size == nil } })
        #expect(catalog.contains { $0.variants.contains { $0.price.was.map { $0.amount > 0 } ?? false } })
        #expect(catalog.contains { $0.variants.contains { $0.stock == 0 } && $0.variants.contains { $0.stock > 0 } })
        #expect(catalog.contains { $0.variants.allSatisfy { $0.stock == 0 } })
        #expect(catalog.contains { Set($0.variants.map(\.price.amount.amount)).count > 1 })
    }

    @Test("Given a sale product When its prices are read Then each price now is below the price before")
    func saleBelowWas() {
        let saleVariants = catalog.flatMap(\.variants).filter { $0.price.was != nil }
        #expect(!saleVariants.isEmpty)
        #expect(saleVariants.allSatisfy { $0.price.amount.amount < ($0.price.was?.amount ?? 0) })
    }

    @Test("Given 2,000 products When names are read Then some carry diacritics")
    func diacritics() {
        #expect(catalog.contains { $0.name.contains("é") || $0.name.contains("ö") || $0.name.contains("ë") })
    }

    @Test("Given a product When its variants are read Then every variant's colour is one of the product's colours")
    func variantColours() {
        #expect(
            catalog.allSatisfy { product in
                let ids = Set(product.colours.map(\.id))
                return product.variants.allSatisfy { ids.contains($0.colour) }
            })
    }

    @Test("Given a written line When it is decoded Then it is the same product")
    func roundTrip() throws {
        let line = try JSONLinesWriter().line(catalog[0])
        #expect(try JSONDecoder().decode(CatalogProduct.self, from: line) == catalog[0])
        #expect(!line.contains(0x0A))
    }
}
