/// Which chunk of one sort's saved order (``ProductPageWalk/step`` positions each) holds
/// each product id: with it, how many products of any set each chunk holds is one pass
/// over the set's bits, so a page deep in a listing reads the one or two chunks that
/// hold it instead of walking every chunk before it. One byte per product.
struct ProductOrderChunks: Sendable {
    private let chunkOfId: [UInt8]
    private let chunkCount: Int

    /// Built by reading `order` a chunk at a time; `nil` when it has more chunks than a byte numbers.
    init?(_ order: some ProductOrder, limit: Int) throws {
        let step = ProductPageWalk.step
        chunkCount = (order.count + step - 1) / step
        guard chunkCount <= Int(UInt8.max) + 1 else { return nil }
        var chunkOfId = [UInt8](repeating: 0, count: max(limit, 0))
        for chunk in 0..<chunkCount {
            for id in try order.ids(in: (chunk * step)..<((chunk + 1) * step)) where Int(id) < chunkOfId.count {
                chunkOfId[Int(id)] = UInt8(chunk)
            }
        }
        self.chunkOfId = chunkOfId
    }

    /// How many products of `set` each chunk holds.
    func counts(of set: ProductBitmap) -> [Int] {
        var counts = [Int](repeating: 0, count: chunkCount)
        set.words.withUnsafeBufferPointer { words in
            chunkOfId.withUnsafeBufferPointer { chunkOf in
                for (wordIndex, word) in words.enumerated() where word != 0 {
                    var bits = word
                    while bits != 0 {
                        let id = wordIndex << 6 | bits.trailingZeroBitCount
                        bits &= bits - 1
                        if id < chunkOf.count { counts[Int(chunkOf[id])] += 1 }
                    }
                }
            }
        }
        return counts
    }

    /// The products of `set` at `skip..<skip + take` of its listing in `order` (backwards when
    /// `descending`), reading only the chunks that hold them.
    func page(of set: ProductBitmap, in order: some ProductOrder, descending: Bool, skip: Int, take: Int) throws -> [Int] {
        let counts = counts(of: set)
        let step = ProductPageWalk.step
        var toSkip = max(skip, 0)
        var ids: [Int] = []
        ids.reserveCapacity(max(take, 0))
        for chunk in descending ? Array((0..<chunkCount).reversed()) : Array(0..<chunkCount) where ids.count < take {
            guard toSkip < counts[chunk] else {
                toSkip -= counts[chunk]
                continue
            }
            let chunkIds = try order.ids(in: (chunk * step)..<((chunk + 1) * step))
            for id in descending ? Array(chunkIds.reversed()) : chunkIds where set.contains(Int(id)) {
                if toSkip > 0 {
                    toSkip -= 1
                } else {
                    ids.append(Int(id))
                    if ids.count == take { break }
                }
            }
        }
        return ids
    }
}
