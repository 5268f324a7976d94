/// A small shop for browsing, filtering and searching tests: six products in
/// three top-level categories, five brands (two of them "Café …"), colours
/// and sizes that overlap, prices either side of the £25 and £50 marks.
///
/// | style | name | brand | colours | sizes | price | category | released |
/// |---|---|---|---|---|---|---|---|
/// | A | Élise Linen Shirt | Café Crème | Black, Navy | S M L | £20.00 | Women › Tops | 2025-03-01 |
/// | B | Søren Denim Jacket | Søren & Co | Navy | M L | £80.00 | Men › Jackets | 2025-02-01 |
/// | C | Wool Scarf | Café Crème | Écru | one size | £25.00 | Accessories › Scarves | 2025-01-15 |
/// | D | Cotton Tee | Ondine | Black | S M | £15.00 | Women › Tops | 2025-04-01 |
/// | E | Denim Jeans | Otto Weiß | Navy, Black | 30 32 | £50.00 | Men › Trousers | 2024-12-01 |
/// | F | Silk Dress | Café Noir | Rosé | S | £120.00 | Women › Dresses | 2025-05-01 |
///
/// C's description mentions denim; nothing else outside B's and E's names does.
public enum ProductShopFixture {
    public static let lines: [String] = [
        ProductCatalogFixture.line(
            styleNumber: "A", name: "Élise Linen Shirt", brand: "Café Crème", brandId: "b05", releaseDate: "2025-03-01",
            pricePence: 2_000,
            colours: ["Black", "Navy"], sizes: ["S", "M", "L"], description: "Shirt in linen.",
            categoryId: "women-tops", categoryPath: ["Women", "Tops"]
        ),
        ProductCatalogFixture.line(
            styleNumber: "B", name: "Søren Denim Jacket", brand: "Søren & Co", brandId: "b02", releaseDate: "2025-02-01",
            pricePence: 8_000,
            colours: ["Navy"], sizes: ["M", "L"], description: "Jacket in heavy cotton twill.",
            categoryId: "men-jackets", categoryPath: ["Men", "Jackets"]
        ),
        ProductCatalogFixture.line(
            styleNumber: "C", name: "Wool Scarf", brand: "Café Crème", brandId: "b05", releaseDate: "2025-01-15",
            pricePence: 2_500,
            colours: ["Écru"], sizes: [], description: "Soft scarf that goes with denim.",
            categoryId: "accessories-scarves", categoryPath: ["Accessories", "Scarves"]
        ),
        ProductCatalogFixture.line(
            styleNumber: "D", name: "Cotton Tee", brand: "Ondine", brandId: "b26", releaseDate: "2025-04-01", pricePence: 1_500,
            colours: ["Black"], sizes: ["S", "M"], description: "Tee in cotton.",
            categoryId: "women-tops", categoryPath: ["Women", "Tops"]
        ),
        ProductCatalogFixture.line(
            styleNumber: "E", name: "Denim Jeans", brand: "Otto Weiß", brandId: "b15", releaseDate: "2024-12-01",
            pricePence: 5_000,
            colours: ["Navy", "Black"], sizes: ["30", "32"], description: "Five-pocket jeans.",
            categoryId: "men-trousers", categoryPath: ["Men", "Trousers"]
        ),
        ProductCatalogFixture.line(
            styleNumber: "F", name: "Silk Dress", brand: "Café Noir", brandId: "b06", releaseDate: "2025-05-01",
            pricePence: 12_000,
            colours: ["Rosé"], sizes: ["S"], description: "Slip dress in silk.",
            categoryId: "women-dresses", categoryPath: ["Women", "Dresses"]
        ),
    ]
}
