import Foundation
import GRDB

extension RemoteProductPagesDAO {
    /// The latest time a page or a product from the products server was saved; nil when none is.
    public func lastSavedAt() async throws -> Date? {
        try await database.writer.read { db in
            try Date.fetchOne(
                db,
                sql: """
                    SELECT MAX(fetched_at) FROM (
                        SELECT MAX(fetched_at) AS fetched_at FROM product_remote_page
                        UNION ALL SELECT MAX(fetched_at) FROM product_remote_product)
                    """)
        }
    }
}
