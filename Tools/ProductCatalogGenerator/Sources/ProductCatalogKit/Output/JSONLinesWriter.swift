import Foundation

/// Writes products as JSON Lines: one product per line, keys sorted, UTF-8,
/// written in chunks so a catalog of any size streams through.
public struct JSONLinesWriter {
    private let encoder: JSONEncoder

    public init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// One product's line, without its newline.
    public func line(_ product: CatalogProduct) throws -> Data {
        try encoder.encode(product)
    }

    /// Writes every product to `handle`; returns how many were written.
    @discardableResult
    public func write<S: Sequence>(_ products: S, to handle: FileHandle) throws -> Int where S.Element == CatalogProduct {
        var buffer = Data()
        var written = 0
        for product in products {
            buffer.append(try line(product))
            buffer.append(0x0A)
            written += 1
            if buffer.count >= 1 << 20 {
                try handle.write(contentsOf: buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        try handle.write(contentsOf: buffer)
        return written
    }
}
