import ProductListingDomain
import ProductListingTesting
import Testing

@Suite("The listing's layout")
struct ProductListingLayoutTests {
    @Test("Given no layout chosen When the listing is viewed Then it is a list")
    func listByDefault() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        #expect(try await context.viewLayout.execute() == .list)
    }

    @Test("Given the grid chosen When the listing is viewed again Then it is a grid")
    func gridKept() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        try await context.changeLayout.execute(.grid)

        #expect(try await context.viewLayout.execute() == .grid)
    }

    @Test("Given the grid then the list chosen When viewed Then the last choice stands")
    func lastChoice() async throws {
        let context = try ProductListingTestContext(ProductShopFixture.lines)

        try await context.changeLayout.execute(.grid)
        try await context.changeLayout.execute(.list)

        #expect(try await context.viewLayout.execute() == .list)
    }
}
