import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("Browsing by category and brand")
struct BrowseProductCatalogUseCaseTests {
    @Test("Given products in three top levels When categories are browsed Then the tree is A to Z with counts at every level")
    func categoryTree() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        let tree = try await context.browseCategories.execute()

        #expect(tree.map(\.name) == ["Accessories", "Men", "Women"])
        #expect(tree.map(\.productCount) == [1, 2, 3])
        #expect(tree[2].children.map(\.name) == ["Dresses", "Tops"])
        #expect(tree[2].children.map(\.productCount) == [1, 2])
        #expect(tree[2].children[1].path == ["Women", "Tops"])
    }

    @Test("Given a top level When its listing is viewed Then it holds every category under it and names its place")
    func topLevelListing() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)
        let women = try #require(try await context.browseCategories.execute().last)

        let page = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel(categoryId: women.id))

        #expect(page.products.map(\.styleNumber) == ["F", "D", "A"])
        #expect(page.hierarchy == ["Women"])
    }

    @Test("Given a category When its listing is viewed Then its hierarchy runs from the top")
    func categoryListing() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        let page = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel(categoryId: "women-tops"))

        #expect(page.products.map(\.styleNumber) == ["D", "A"])
        #expect(page.hierarchy == ["Women", "Tops"])
    }

    @Test("Given an unknown category When its listing is viewed Then it is empty")
    func unknownCategory() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        let page = try await context.viewProductListing.execute(query: ProductListingQueryDomainModel(categoryId: "garden"))

        #expect(page.products.isEmpty)
        #expect(page.hierarchy.isEmpty)
    }

    @Test("Given brands with accents and strokes When brands are browsed Then they are A to Z with accents ignored, with counts")
    func brandsAToZ() async throws {
        let lines =
            ProductShopFixture.lines + [
                ProductCatalogFixture.line(styleNumber: "G", name: "Hat", brand: "Åsa Berg", brandId: "b33"),
                ProductCatalogFixture.line(styleNumber: "H", name: "Cap", brand: "Łucja Nowak", brandId: "b31"),
            ]
        let context = try ProductListingTestContext(lines)

        let brands = try await context.browseBrands.execute()

        #expect(
            brands.map(\.name) == ["Åsa Berg", "Café Crème", "Café Noir", "Łucja Nowak", "Ondine", "Otto Weiß", "Søren & Co"])
        #expect(brands[1].productCount == 2)
    }
}
