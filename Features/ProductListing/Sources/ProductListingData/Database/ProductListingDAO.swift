import GRDB
import Persistence

/// Reads the product tables: a listing page at a time, one product's details,
/// the mark of the imported catalog. Nothing here reads the whole catalog: a
/// page's products are picked with the browse index (``ProductBrowseIndexStore``)
/// and read by id.
public struct ProductListingDAO: Sendable {
    private let database: AppDatabase
    private let browseIndex: ProductBrowseIndexStore

    public init(database: AppDatabase, browseIndex: ProductBrowseIndexStore = ProductBrowseIndexStore()) {
        self.database = database
        self.browseIndex = browseIndex
    }

    /// The products of one page in `request`'s order and filters, with how many match in all.
    public func page(_ request: ProductListingPageRequest) async throws -> ProductListingPageDataModel {
        try await database.writer.read { [browseIndex] db in
            guard let index = try browseIndex.index(db) else { return ProductListingPageDataModel(products: [], total: 0) }
            let selection = try ProductSelection(
                request.filters, index: index, store: browseIndex, ranksTitles: request.sort == .relevance, db
            )
            let page = try ProductPageSelector.page(request, in: selection, db)
            return ProductListingPageDataModel(
                products: try Self.summaries(ids: page.ids, db), total: page.total,
                selectedNames: Self.selectedNames(request.filters, in: index)
            )
        }
    }

    /// The names of the brands, colours and sizes `filters` select, from the browse index in memory.
    private static func selectedNames(
        _ filters: ProductListingFiltersDataModel, in index: ProductBrowseIndex
    ) -> [ProductBrowseKind: [String: String]] {
        var names: [ProductBrowseKind: [String: String]] = [:]
        for (kind, ids) in [(ProductBrowseKind.brand, filters.brandIds), (.colour, filters.colourIds), (.size, filters.sizes)]
        where !ids.isEmpty {
            names[kind] = Dictionary(
                ids.compactMap { id in index.value(kind, id: id).map { (id, $0.name) } }, uniquingKeysWith: { first, _ in first }
            )
        }
        return names
    }

    /// The listing rows of the products with `ids` (product rowids), in that order.
    static func summaries(ids: [Int], _ db: Database) throws -> [ProductSummaryDataModel] {
        guard !ids.isEmpty else { return [] }
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT p.rowid AS product_id, p.*, b.name AS brand_name FROM product p JOIN product_brand b ON b.id = p.brand_id
                WHERE p.rowid IN (\(Array(repeating: "?", count: ids.count).joined(separator: ", ")))
                """,
            arguments: StatementArguments(ids)
        )
        let byId = Dictionary(rows.map { (($0["product_id"] as Int), $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byId[$0].map(summary) }
    }

    /// Everything about the product with `styleNumber`, or `nil` when there is none.
    public func product(styleNumber: String) async throws -> ProductDetailsDataModel? {
        try await database.writer.read { db in try Self.details(styleNumber: styleNumber, db) }
    }

    /// Everything about the product with `styleNumber` in the caller's transaction, or `nil`.
    static func details(styleNumber: String, _ db: Database) throws -> ProductDetailsDataModel? {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT p.*, b.name AS brand_name, c.path AS category_path FROM product p
                        JOIN product_brand b ON b.id = p.brand_id JOIN product_category c ON c.id = p.category_id
                        WHERE p.style_number = ?
                        """),
                arguments: [styleNumber]
            )
        else { return nil }
        let colours = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT colour_id, name FROM product_colour WHERE style_number = ? ORDER BY position"),
            arguments: [styleNumber]
        ).map { ProductDetailsDataModel.Colour(id: $0["colour_id"], name: $0["name"]) }
        let variants = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM product_variant WHERE style_number = ? ORDER BY position"),
            arguments: [styleNumber]
        ).map {
            ProductDetailsDataModel.Variant(
                sku: $0["sku"], colourId: $0["colour_id"], size: $0["size"], stock: $0["stock"],
                price: $0["price"], wasPrice: $0["was_price"], currencyCode: $0["currency_code"]
            )
        }
        let path: String = row["category_path"]
        return ProductDetailsDataModel(
            summary: Self.summary(row),
            categoryPath: path.isEmpty ? [] : path.components(separatedBy: " › "),
            shortDescription: row["short_description"],
            longDescription: row["long_description"],
            colours: colours,
            variants: variants
        )
    }

    /// The version of the imported catalog, or `nil` before the first import.
    public func importedCatalogVersion() async throws -> String? {
        try await database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT catalog_version FROM product_catalog_import WHERE id = 1")
        }
    }

    /// A listing row from a `product` row joined with its brand's name as `brand_name`.
    static func summary(_ row: Row) -> ProductSummaryDataModel {
        ProductSummaryDataModel(
            styleNumber: row["style_number"], name: row["name"], brandName: row["brand_name"],
            currencyCode: row["currency_code"], lowPrice: row["low_price"], highPrice: row["high_price"],
            wasPrice: row["was_price"], colourCount: row["colour_count"], stock: row["stock"]
        )
    }
}
