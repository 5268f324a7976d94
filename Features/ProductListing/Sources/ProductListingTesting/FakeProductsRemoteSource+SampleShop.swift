extension FakeProductsRemoteSource {
    /// `ProductShopFixture`'s six products on a server in memory that narrows listings and
    /// sends their facets: what the Demo's `--fake` shops in, with no catalog and no server.
    /// (The fixture's lines always decode; a test says so.)
    public static func sampleShop() -> FakeProductsRemoteSource {
        FakeProductsRemoteSource(
            products: (try? products(ProductShopFixture.lines)) ?? [], sourceDescription: "fake://sample-shop",
            answersFilters: true)
    }
}
