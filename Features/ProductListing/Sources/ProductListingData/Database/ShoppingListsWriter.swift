import GRDB

/// Writes the bag and the wishlist inside `ShoppingListsDAO.update`'s transaction,
/// touching only the rows a change needs when it can: a quantity is one `UPDATE`,
/// a line added at the end one `INSERT`; anything else (a line removed, moved or
/// replaced) rewrites the list in its new order.
enum ShoppingListsWriter {
    static func saveBag(_ lines: [BagLineDataModel], replacing saved: [BagLineDataModel], _ db: Database) throws {
        if lines.count == saved.count, zip(lines, saved).allSatisfy({ sameExceptQuantity($0, $1) }) {
            for (line, old) in zip(lines, saved) where line.quantity != old.quantity {
                try db.cachedStatement(sql: "UPDATE product_bag_line SET quantity = ? WHERE sku = ?")
                    .execute(arguments: [line.quantity, line.sku])
            }
            return
        }
        if lines.count == saved.count + 1, zip(lines, saved).allSatisfy({ $0 == $1 }), let added = lines.last {
            try insert(added, at: saved.count, db)
            return
        }
        try db.execute(sql: "DELETE FROM product_bag_line")
        for (position, line) in lines.enumerated() {
            try insert(line, at: position, db)
        }
    }

    static func saveWishlist(_ items: [WishlistItemDataModel], _ db: Database) throws {
        try db.execute(sql: "DELETE FROM product_wishlist_item")
        for (position, item) in items.enumerated() {
            try db.cachedStatement(
                sql: """
                    INSERT INTO product_wishlist_item (style_number, colour_id, position, size, brand_name, product_name,
                        colour_name, low_price, high_price, was_price, currency_code)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [
                item.styleNumber, item.colourId, position, item.size, item.brandName, item.productName, item.colourName,
                item.lowPrice, item.highPrice, item.wasPrice, item.currencyCode,
            ])
        }
    }

    private static func insert(_ line: BagLineDataModel, at position: Int, _ db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO product_bag_line (sku, position, style_number, colour_id, size, quantity, brand_name,
                    product_name, colour_name, unit_price, currency_code)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            line.sku, position, line.styleNumber, line.colourId, line.size, line.quantity, line.brandName,
            line.productName, line.colourName, line.unitPrice, line.currencyCode,
        ])
    }

    /// Whether `line` is `saved` with at most its quantity changed.
    private static func sameExceptQuantity(_ line: BagLineDataModel, _ saved: BagLineDataModel) -> Bool {
        var unchanged = line
        unchanged.quantity = saved.quantity
        return unchanged == saved
    }
}
