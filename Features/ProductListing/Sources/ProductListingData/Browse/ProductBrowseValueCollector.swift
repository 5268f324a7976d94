import Foundation
import GRDB

/// Gathers, product by product, which products have each brand, category (and
/// each category above it), colour, size and price band, then saves them as
/// `product_browse_value` rows in the order they are listed.
struct ProductBrowseValueCollector {
    private struct Value {
        let kind: ProductBrowseKind
        let id: String
        var name: String
        var slug: String
        var parentId: String?
        var products: ProductBitmap
    }

    /// A value's kind and id, as `values` is keyed.
    private struct Key: Hashable {
        let kind: ProductBrowseKind
        let id: String
    }

    private var values: [Key: Value] = [:]
    private var brands: [String: (name: String, slug: String)] = [:]
    /// For each category id, the ids of its node and of every node above it.
    private var categoryChains: [String: [String]] = [:]
    private var bands: ProductPriceBands?
    private(set) var currencyCode = ""

    /// Collects values as products come (an import): each product's brand and category
    /// are given first (``addBrand(id:name:slug:)``, ``addCategory(id:path:)``).
    init() {}

    /// Collects values for the catalog saved in `db`, its brands and categories read first.
    static func loading(_ db: Database) throws -> ProductBrowseValueCollector {
        var collector = ProductBrowseValueCollector()
        for row in try Row.fetchAll(db, sql: "SELECT id, name, slug FROM product_brand") {
            collector.addBrand(id: row["id"], name: row["name"], slug: row["slug"])
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, path FROM product_category") {
            let path: String = row["path"]
            collector.addCategory(id: row["id"], path: path.components(separatedBy: " › "))
        }
        return collector
    }

    mutating func addBrand(id: String, name: String, slug: String) {
        if brands[id] == nil { brands[id] = (name, slug) }
    }

    /// `path` from the top level down to the category itself.
    mutating func addCategory(id: String, path: [String]) {
        if categoryChains[id] == nil { categoryChains[id] = addCategoryNodes(id: id, path: path) }
    }

    func brandName(of id: String) -> String {
        brands[id]?.name ?? ""
    }

    mutating func add(_ product: ProductBrowseRow) {
        if bands == nil {
            currencyCode = product.currencyCode
            let priceBands = ProductPriceBands(currencyCode: product.currencyCode)
            bands = priceBands
            for range in priceBands.ranges {
                let id = ProductPriceBands.id(of: range)
                insert(.price, id: id, name: id, slug: id, productId: nil)
            }
        }
        let brand = brands[product.brandId]
        insert(
            .brand, id: product.brandId, name: brand?.name ?? product.brandId, slug: brand?.slug ?? product.brandId,
            productId: product.id)
        for node in categoryChains[product.categoryId] ?? [] {
            values[key(.category, node)]?.products.insertGrowing(product.id)
        }
        for colour in product.colours {
            insert(.colour, id: colour.id, name: colour.name, slug: Self.slug(colour.name), productId: product.id)
        }
        for size in product.sizes {
            insert(.size, id: size, name: size, slug: Self.slug(size), productId: product.id)
        }
        if let bands {
            let id = ProductPriceBands.id(of: bands.ranges[bands.band(of: product.lowPrice)])
            values[key(.price, id)]?.products.insertGrowing(product.id)
        }
    }

    /// Saves the values, each set holding ids `0..<limit`.
    func save(_ db: Database, limit: Int) throws {
        try db.execute(sql: "DELETE FROM product_browse_value")
        let statement = try db.makeStatement(
            sql: """
                INSERT INTO product_browse_value (kind, value_id, name, name_key, slug, parent_id, position, product_count, products)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for kind in ProductBrowseKind.allCases {
            for (position, value) in ordered(kind).enumerated() {
                try statement.execute(arguments: [
                    kind.rawValue, value.id, value.name, ProductSearchKey.make(value.name), value.slug, value.parentId,
                    position, value.products.count, value.products.resized(limit: limit).data,
                ])
            }
        }
    }

    /// The values of `kind` in the order they are listed; categories depth first, each level A to Z.
    private func ordered(_ kind: ProductBrowseKind) -> [Value] {
        let all = values.values.filter { $0.kind == kind && ($0.kind == .price || $0.products.count > 0) }
        switch kind {
        case .category:
            return depthFirst(all, parentId: nil)
        case .brand, .colour:
            return all.sorted { (ProductSearchKey.make($0.name), $0.id) < (ProductSearchKey.make($1.name), $1.id) }
        case .size:
            return all.sorted { ProductSizeOrder.isOrderedBefore($0.id, $1.id) }
        case .price:
            return all.sorted {
                (ProductPriceBands.range(ofId: $0.id)?.lowerBound ?? 0) < (ProductPriceBands.range(ofId: $1.id)?.lowerBound ?? 0)
            }
        }
    }

    private func depthFirst(_ nodes: [Value], parentId: String?) -> [Value] {
        nodes.filter { $0.parentId == parentId }
            .sorted { (ProductSearchKey.make($0.name), $0.id) < (ProductSearchKey.make($1.name), $1.id) }
            .flatMap { [$0] + depthFirst(nodes, parentId: $0.id) }
    }

    /// Adds the nodes of a category's path: the category itself under its id, the
    /// levels above it under the slug of their path (`women` for Women › Tops).
    private mutating func addCategoryNodes(id: String, path: [String]) -> [String] {
        var chain: [String] = []
        var parentId: String?
        for depth in path.indices {
            let isLeaf = depth == path.count - 1
            let nodeId = isLeaf ? id : Self.slug(path[...depth].joined(separator: " "))
            if values[key(.category, nodeId)] == nil {
                values[key(.category, nodeId)] = Value(
                    kind: .category, id: nodeId, name: path[depth], slug: Self.slug(path[...depth].joined(separator: " ")),
                    parentId: parentId, products: ProductBitmap(limit: 0)
                )
            }
            chain.append(nodeId)
            parentId = nodeId
        }
        return chain
    }

    private mutating func insert(
        _ kind: ProductBrowseKind, id: String, name: String, slug: @autoclosure () -> String, productId: Int?
    ) {
        let key = key(kind, id)
        if values[key] == nil {
            values[key] = Value(kind: kind, id: id, name: name, slug: slug(), parentId: nil, products: ProductBitmap(limit: 0))
        }
        if let productId { values[key]?.products.insertGrowing(productId) }
    }

    private func key(_ kind: ProductBrowseKind, _ id: String) -> Key {
        Key(kind: kind, id: id)
    }

    private static func slug(_ text: String) -> String {
        ProductSearchKey.words(text).joined(separator: "-")
    }
}
