import GRDB
import Persistence

/// Reads and writes the person's bag and wishlist. A read joins the catalog for
/// what it says now (stock, prices); a change reads, changes and writes both
/// lists in one transaction, so a move between them is never half done and a
/// change that throws leaves both as they were.
public struct ShoppingListsDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The bag and the wishlist, each in its saved order.
    public func lists() async throws -> ShoppingListsDataModel {
        try await database.writer.read { db in try Self.lists(db, stockOf: []) }
    }

    /// Runs `change` on the lists (with the stock of `skus` read in the same
    /// transaction) and saves what it changed. Nothing is saved when it throws.
    /// `readingProduct` reads that product's details in the same transaction, as
    /// `chosenProduct`, with the stock of each of its variants.
    /// `includingWishlist: false` is for changes to the bag alone: the wishlist is
    /// then neither read (the change sees it empty) nor saved.
    public func update<Result: Sendable>(
        readingStockOf skus: [String] = [],
        readingProduct styleNumber: String? = nil,
        includingWishlist: Bool = true,
        _ change: @escaping @Sendable (inout ShoppingListsDataModel) throws -> Result
    ) async throws -> Result {
        try await database.writer.write { db in
            var before = try Self.lists(db, stockOf: skus, includingWishlist: includingWishlist)
            if let styleNumber, let product = try ProductListingDAO.details(styleNumber: styleNumber, db) {
                before.chosenProduct = product
                for variant in product.variants { before.stockBySKU[variant.sku] = variant.stock }
            }
            var after = before
            let result = try change(&after)
            if after.bag != before.bag { try ShoppingListsWriter.saveBag(after.bag, replacing: before.bag, db) }
            if includingWishlist, after.wishlist != before.wishlist { try ShoppingListsWriter.saveWishlist(after.wishlist, db) }
            return result
        }
    }

    private static func lists(_ db: Database, stockOf skus: [String], includingWishlist: Bool = true) throws
        -> ShoppingListsDataModel
    {
        var stock: [String: Int] = [:]
        for sku in skus {
            stock[sku] =
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT stock FROM product_variant WHERE sku = ?"), arguments: [sku]
                ) ?? 0
        }
        return ShoppingListsDataModel(bag: try bag(db), wishlist: includingWishlist ? try wishlist(db) : [], stockBySKU: stock)
    }

    private static func bag(_ db: Database) throws -> [BagLineDataModel] {
        try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT l.*, v.stock AS live_stock, v.price AS live_price, v.currency_code AS live_currency
                    FROM product_bag_line l LEFT JOIN product_variant v ON v.sku = l.sku
                    ORDER BY l.position
                    """)
        ).map { row in
            let live: Int? = row["live_price"]
            return BagLineDataModel(
                sku: row["sku"], styleNumber: row["style_number"], colourId: row["colour_id"], size: row["size"],
                quantity: row["quantity"], brandName: row["brand_name"], productName: row["product_name"],
                colourName: row["colour_name"], unitPrice: live ?? row["unit_price"],
                currencyCode: live == nil ? row["currency_code"] : row["live_currency"], stock: row["live_stock"] ?? 0
            )
        }
    }

    private static func wishlist(_ db: Database) throws -> [WishlistItemDataModel] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT w.*, p.style_number AS live_style_number, p.low_price AS live_low, p.high_price AS live_high,
                    p.was_price AS live_was, p.currency_code AS live_currency,
                    (SELECT COALESCE(SUM(v.stock), 0) FROM product_variant v
                     WHERE v.style_number = w.style_number AND v.colour_id = w.colour_id) AS live_stock
                FROM product_wishlist_item w LEFT JOIN product p ON p.style_number = w.style_number
                ORDER BY w.position
                """
        ).map { row in
            let inCatalog = (row["live_style_number"] as String?) != nil
            return WishlistItemDataModel(
                styleNumber: row["style_number"], colourId: row["colour_id"], size: row["size"], brandName: row["brand_name"],
                productName: row["product_name"], colourName: row["colour_name"],
                lowPrice: inCatalog ? row["live_low"] : row["low_price"],
                highPrice: inCatalog ? row["live_high"] : row["high_price"],
                wasPrice: inCatalog ? row["live_was"] : row["was_price"],
                currencyCode: inCatalog ? row["live_currency"] : row["currency_code"], stock: row["live_stock"]
            )
        }
    }
}
