import Foundation
import GRDB

/// One saved browse value, read back: a brand, category, colour, size or price band.
struct ProductBrowseValue: Sendable {
    let kind: ProductBrowseKind
    let id: String
    let name: String
    let nameKey: String
    let slug: String
    let parentId: String?
    let productCount: Int
    let products: ProductBitmap
}

/// The browse values of one built catalog, in memory: what facets, filters and
/// pages are computed from.
struct ProductBrowseIndex: Sendable {
    let generation: Int
    let limit: Int
    let currencyCode: String
    /// Values of each kind, in the order they are listed.
    let values: [ProductBrowseKind: [ProductBrowseValue]]
    /// Every product in the catalog.
    let all: ProductBitmap
    /// How many products the catalog holds (the length of every sort order).
    let productCount: Int
    private let positions: [ProductBrowseKind: [String: Int]]

    init(generation: Int, limit: Int, currencyCode: String, values: [ProductBrowseValue]) {
        self.generation = generation
        self.limit = limit
        self.currencyCode = currencyCode
        let grouped = Dictionary(grouping: values, by: \.kind)
        self.values = grouped
        positions = grouped.mapValues { kindValues in
            Dictionary(kindValues.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        }
        var all = ProductBitmap(limit: limit)
        for brand in grouped[.brand] ?? [] { all.formUnion(brand.products) }
        self.all = all
        productCount = all.count
    }

    /// The catalog in the order `sort` names (see ``ProductBrowseIndexBuilder/orders``).
    func order(_ sort: String, _ db: Database) throws -> ProductBrowseOrder {
        try ProductBrowseOrder(sort, count: productCount, db)
    }

    func values(_ kind: ProductBrowseKind) -> [ProductBrowseValue] {
        values[kind] ?? []
    }

    func value(_ kind: ProductBrowseKind, id: String) -> ProductBrowseValue? {
        guard let position = positions[kind]?[id] else { return nil }
        return values[kind]?[position]
    }

    /// The products having any of `ids` of `kind` (ids it does not know add none).
    func products(_ kind: ProductBrowseKind, anyOf ids: [String]) -> ProductBitmap {
        // One value's own set, shared rather than copied.
        if ids.count == 1, let value = value(kind, id: ids[0]) { return value.products }
        var union = ProductBitmap(limit: limit)
        for id in ids {
            if let value = value(kind, id: id) { union.formUnion(value.products) }
        }
        return union
    }

    /// Reads the index saved for the catalog, or `nil` when none is built yet.
    static func load(_ db: Database) throws -> ProductBrowseIndex? {
        guard
            let mark = try Row.fetchOne(
                db, sql: "SELECT generation, product_id_limit, currency_code FROM product_browse_mark WHERE id = 1"
            )
        else { return nil }
        let limit: Int = mark["product_id_limit"]
        var values: [ProductBrowseValue] = []
        let rows = try Row.fetchCursor(db, sql: "SELECT * FROM product_browse_value ORDER BY kind, position")
        while let row = try rows.next() {
            guard let kind = ProductBrowseKind(rawValue: row["kind"]) else { continue }
            let data: Data = row["products"]
            values.append(
                ProductBrowseValue(
                    kind: kind, id: row["value_id"], name: row["name"], nameKey: row["name_key"], slug: row["slug"],
                    parentId: row["parent_id"], productCount: row["product_count"],
                    products: ProductBitmap(data: data, limit: limit)
                ))
        }
        return ProductBrowseIndex(
            generation: mark["generation"], limit: limit, currencyCode: mark["currency_code"], values: values)
    }

    /// The index's generation as saved now, or `nil` when none is built.
    static func savedGeneration(_ db: Database) throws -> Int? {
        try Int.fetchOne(db, sql: "SELECT generation FROM product_browse_mark WHERE id = 1")
    }
}
