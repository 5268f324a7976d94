import GRDB
import Persistence

/// Reads what browsing shows besides pages — the facets of a listing, the
/// brands, categories, colours and sizes, the words for suggestions — and
/// builds the browse index when the saved one does not match the catalog.
public struct ProductBrowseDAO: Sendable {
    private let database: AppDatabase
    private let browseIndex: ProductBrowseIndexStore

    public init(database: AppDatabase, browseIndex: ProductBrowseIndexStore = ProductBrowseIndexStore()) {
        self.database = database
        self.browseIndex = browseIndex
    }

    /// Builds the browse index when a catalog is saved but the index is missing or
    /// was built for another one (a database from before the index existed).
    public func buildIndexIfNeeded() async throws {
        let isNeeded = try await database.writer.read { db in
            guard let imported = try String.fetchOne(db, sql: "SELECT catalog_version FROM product_catalog_import WHERE id = 1")
            else { return false }
            return try String.fetchOne(db, sql: "SELECT catalog_version FROM product_browse_mark WHERE id = 1") != imported
        }
        guard isNeeded else { return }
        try await database.writer.write { db in try ProductBrowseIndexBuilder.rebuild(db) }
    }

    /// The brand, colour, size and price facets of the listing `filters` describe.
    public func facets(_ filters: ProductListingFiltersDataModel) async throws -> ProductFacetsDataModel {
        try await database.writer.read { [browseIndex] db in
            guard let index = try browseIndex.index(db) else {
                return ProductFacetsDataModel(total: 0, currencyCode: "", facets: [])
            }
            let selection = try ProductSelection(filters, index: index, store: browseIndex, db)
            let facets = ProductBrowseKind.filters.map { kind in
                let base = selection.matching(ignoring: kind)
                let selected = Set(selection.selectedIds(kind))
                return ProductFacetDataModel(
                    kind: kind,
                    values: index.values(kind).map { value in
                        ProductFacetValueDataModel(
                            id: value.id, name: value.name,
                            count: base.map { value.products.intersectionCount($0) } ?? value.productCount,
                            isSelected: selected.contains(value.id),
                            priceRange: kind == .price ? ProductPriceBands.range(ofId: value.id) : nil
                        )
                    })
            }
            return ProductFacetsDataModel(
                total: selection.matching()?.count ?? index.productCount, currencyCode: index.currencyCode, facets: facets)
        }
    }

    /// Every value of `kind` in the catalog, in the order they are listed
    /// (brands and colours A to Z, categories as a tree, sizes smallest first).
    public func values(_ kind: ProductBrowseKind) async throws -> [ProductBrowseValueDataModel] {
        try await database.writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT value_id, name, name_key, slug, parent_id, product_count FROM product_browse_value
                    WHERE kind = ? ORDER BY position
                    """,
                arguments: [kind.rawValue]
            ).map {
                ProductBrowseValueDataModel(
                    kind: kind, id: $0["value_id"], name: $0["name"], nameKey: $0["name_key"], slug: $0["slug"],
                    parentId: $0["parent_id"], productCount: $0["product_count"]
                )
            }
        }
    }

    /// The currency of the catalog's prices; `nil` before a catalog is built.
    public func currencyCode() async throws -> String? {
        try await database.writer.read { db in
            try String.fetchOne(db, sql: "SELECT currency_code FROM product_browse_mark WHERE id = 1")
        }
    }

    /// Up to `limit` words of names, brands and colours whose key starts with `keyPrefix`
    /// (folded by ``ProductSearchKey``), those most products have first.
    public func terms(startingWith keyPrefix: String, limit: Int) async throws -> [ProductSearchTermDataModel] {
        guard !keyPrefix.isEmpty else { return [] }
        return try await database.writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT term, product_count FROM product_browse_term WHERE term_key >= ? AND term_key < ?
                    ORDER BY product_count DESC, term_key LIMIT ?
                    """,
                arguments: [keyPrefix, keyPrefix + "\u{10FFFF}", max(limit, 0)]
            ).map { ProductSearchTermDataModel(term: $0["term"], productCount: $0["product_count"]) }
        }
    }
}
