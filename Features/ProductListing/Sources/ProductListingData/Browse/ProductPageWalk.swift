/// Finds the products of one page in a sort's order: directly when nothing
/// narrows the listing, else by walking the order a chunk at a time and
/// keeping the products in the listing's sets — from whichever end of the
/// listing is nearer the page, so the last page costs no more than the first.
enum ProductPageWalk {
    /// How many ids a walk reads at once.
    static let step = ProductBrowseOrder.chunkSize

    /// The ids at `offset..<offset + limit` of `order`, read backwards when `descending`.
    static func ids(_ order: some ProductOrder, descending: Bool, offset: Int, limit: Int) throws -> [Int] {
        let start = max(offset, 0)
        let end = min(start + max(limit, 0), order.count)
        guard start < end else { return [] }
        guard descending else { return try order.ids(in: start..<end).map { Int($0) } }
        return try order.ids(in: (order.count - end)..<(order.count - start)).reversed().map { Int($0) }
    }

    /// The ids at `offset..<offset + limit` of the listing made of `segments` one after the
    /// other (disjoint sets, each in `order`'s order, backwards when `descending`). When
    /// every product of the segments lies at `positions` of the order (a price range in the
    /// price order), only those positions are walked. With `chunks` (which chunk of the
    /// order holds each id), a page deep in a set is found by counting the set's products
    /// per chunk and reading only the chunks holding the page.
    static func ids(
        _ order: some ProductOrder, descending: Bool, segments: [ProductBitmap], offset: Int, limit: Int,
        within positions: Range<Int>? = nil,
        chunks: (() throws -> ProductOrderChunks?)? = nil
    ) throws -> [Int] {
        let bounds = (positions ?? 0..<order.count).clamped(to: 0..<order.count)
        var skip = max(offset, 0)
        var wanted = max(limit, 0)
        var ids: [Int] = []
        for segment in segments where wanted > 0 {
            let count = segment.count
            guard skip < count else {
                skip -= count
                continue
            }
            let taken = min(wanted, count - skip)
            // About how many positions a walk from the nearer end would read.
            let walked = (min(skip, count - skip - taken) + taken) * (bounds.count / count)
            if walked > 2 * step, let chunks = try chunks?() {
                ids += try chunks.page(of: segment, in: order, descending: descending, skip: skip, take: taken)
            } else {
                ids += try walk(order, bounds, descending: descending, segment: segment, count: count, skip: skip, take: taken)
            }
            wanted -= taken
            skip = 0
        }
        return ids
    }

    /// Positions `skip..<skip + take` of `segment` (holding `count` products, all at `bounds`) in order.
    private static func walk(
        _ order: some ProductOrder, _ bounds: Range<Int>, descending: Bool, segment: ProductBitmap, count: Int, skip: Int,
        take: Int
    ) throws -> [Int] {
        let fromStart = skip <= count - (skip + take)
        let forward = fromStart != descending
        let toSkip = fromStart ? skip : count - skip - take
        var seen = 0
        var ids: [Int] = []
        ids.reserveCapacity(take)
        var position = forward ? bounds.lowerBound : bounds.upperBound
        while ids.count < take && (forward ? position < bounds.upperBound : position > bounds.lowerBound) {
            // Steps end at multiples of `step` (chunks of the saved order) whichever the direction.
            let range =
                forward
                ? position..<min((position / step + 1) * step, bounds.upperBound)
                : max((position - 1) / step * step, bounds.lowerBound)..<position
            let chunk = try order.ids(in: range)
            segment.words.withUnsafeBufferPointer { words in
                chunk.withUnsafeBufferPointer { chunkIds in
                    var index = forward ? 0 : chunkIds.count - 1
                    while index >= 0 && index < chunkIds.count && ids.count < take {
                        let id = Int(chunkIds[index])
                        index += forward ? 1 : -1
                        // The bitmap's own test, inlined: this loop runs for every product walked.
                        guard id >> 6 < words.count, words[id >> 6] & (1 << UInt64(id & 63)) != 0 else { continue }
                        if seen >= toSkip { ids.append(id) }
                        seen += 1
                    }
                }
            }
            position = forward ? range.upperBound : range.lowerBound
        }
        return fromStart ? ids : ids.reversed()
    }
}
