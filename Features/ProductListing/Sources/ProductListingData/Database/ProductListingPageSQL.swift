import GRDB

/// How the DAO reads a listing page so that it stays fast however deep it is:
///
/// - nothing narrows the listing: the total is the imported catalog's count, and the
///   page is found by its products' positions in the sort (`ProductListingPositions`);
/// - filters or a search narrow it: the page's rowids are found in the index that
///   serves the filter and the sort alone (no table row is read for the products
///   skipped), then only those 20 rows are read and joined to their brand; when only
///   brands narrow it, the total is their counted products.
enum ProductListingPageSQL {
    /// The rows of the page `request` asks for, and how many products match in all.
    static func page(_ db: Database, query: ProductListingQuery, request: ProductListingPageRequest) throws -> (rows: [Row], total: Int) {
        let offset = max(request.offset, 0)
        let limit = max(request.limit, 0)
        if query.whereClause.isEmpty, let total = try numberedCatalogCount(db) {
            let order = ProductListingPositions.table(for: request.sort)
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT p.*, b.name AS brand_name FROM \(order.name) o
                    JOIN product p ON p.style_number = o.style_number JOIN product_brand b ON b.id = p.brand_id
                    WHERE o.position \(order.ascending ? ">=" : "<=") ? ORDER BY o.position \(order.ascending ? "" : "DESC") LIMIT ?
                    """,
                arguments: [order.ascending ? offset : total - 1 - offset, limit]
            )
            return (rows, total)
        }
        let total = try narrowedTotal(db, query: query, filters: request.filters)
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT p.*, b.name AS brand_name
                FROM (SELECT p.rowid AS page_rowid FROM product p \(query.whereClause) ORDER BY \(query.orderClause) LIMIT ? OFFSET ?) AS page
                CROSS JOIN product p ON p.rowid = page.page_rowid JOIN product_brand b ON b.id = p.brand_id
                ORDER BY \(query.orderClause)
                """,
            arguments: query.arguments + [limit, offset]
        )
        return (rows, total)
    }

    /// How many products match narrowed `query`: the brands' counts when only brands narrow it.
    private static func narrowedTotal(_ db: Database, query: ProductListingQuery, filters: ProductListingFiltersDataModel) throws -> Int {
        var brandsOnly = ProductListingFiltersDataModel()
        brandsOnly.brandIds = filters.brandIds
        if !filters.brandIds.isEmpty, filters == brandsOnly, try numberedCatalogCount(db) != nil {
            return try ProductListingPositions.productCount(brandIds: Array(Set(filters.brandIds)), db)
        }
        return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM product p \(query.whereClause)", arguments: query.arguments) ?? 0
    }

    /// The size of the imported catalog, whose positions are numbered: `nil` before any
    /// import, or when the tables hold only a products server's saved products.
    private static func numberedCatalogCount(_ db: Database) throws -> Int? {
        try Int.fetchOne(
            db, sql: "SELECT product_count FROM product_catalog_import WHERE id = 1 AND catalog_version NOT LIKE ?",
            arguments: [ProductCatalogVersion.remotePrefix + "%"]
        )
    }
}
