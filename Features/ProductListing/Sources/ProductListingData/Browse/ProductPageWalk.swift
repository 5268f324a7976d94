/// Finds the products of one page in a sort's order: directly when nothing
/// narrows the listing, else by walking the order and keeping the products in
/// the listing's sets — from whichever end of the listing is nearer the page,
/// so the last page costs no more than the first.
enum ProductPageWalk {
    /// The ids at `offset..<offset + limit` of `order`, read backwards when `descending`.
    static func ids(_ order: [UInt32], descending: Bool, offset: Int, limit: Int) -> [Int] {
        let start = max(offset, 0)
        let end = min(start + max(limit, 0), order.count)
        guard start < end else { return [] }
        if descending {
            return (start..<end).map { Int(order[order.count - 1 - $0]) }
        }
        return order[start..<end].map { Int($0) }
    }

    /// The ids at `offset..<offset + limit` of the listing made of `segments` one after the
    /// other (disjoint sets, each in `order`'s order, backwards when `descending`).
    static func ids(_ order: [UInt32], descending: Bool, segments: [ProductBitmap], offset: Int, limit: Int) -> [Int] {
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
            ids += walk(order, descending: descending, segment: segment, count: count, skip: skip, take: taken)
            wanted -= taken
            skip = 0
        }
        return ids
    }

    /// Positions `skip..<skip + take` of `segment` (holding `count` products) in order.
    private static func walk(_ order: [UInt32], descending: Bool, segment: ProductBitmap, count: Int, skip: Int, take: Int) -> [Int] {
        let fromStart = skip <= count - (skip + take)
        let forward = fromStart != descending
        let toSkip = fromStart ? skip : count - skip - take
        var seen = 0
        var ids: [Int] = []
        ids.reserveCapacity(take)
        var rank = forward ? 0 : order.count - 1
        while rank >= 0 && rank < order.count && ids.count < take {
            let id = Int(order[rank])
            if segment.contains(id) {
                if seen >= toSkip { ids.append(id) }
                seen += 1
            }
            rank += forward ? 1 : -1
        }
        return fromStart ? ids : ids.reversed()
    }
}
