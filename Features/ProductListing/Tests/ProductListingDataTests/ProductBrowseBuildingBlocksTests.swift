import Testing

@testable import ProductListingData

@Suite("Bitmaps, price bands and size order")
struct ProductBrowseBuildingBlocksTests {
    @Test("Given a set of ids When saved as bytes and read back Then it holds the same ids")
    func bitmapRoundTrip() {
        var bitmap = ProductBitmap(limit: 130)
        for id in [0, 63, 64, 129] { bitmap.insert(id) }

        let read = ProductBitmap(data: bitmap.data, limit: 130)

        #expect(read == bitmap)
        #expect(read.count == 4)
        #expect(read.contains(129) && !read.contains(128))
    }

    @Test("Given ids out of range When inserted or asked for Then they are ignored")
    func bitmapBounds() {
        var bitmap = ProductBitmap(limit: 10)
        bitmap.insert(-1)
        bitmap.insert(64)

        #expect(bitmap.count == 0)
        #expect(!bitmap.contains(-1))
    }

    @Test("Given a full set of 70 When counted Then it holds exactly 70")
    func fullBitmap() {
        #expect(ProductBitmap.full(limit: 70).count == 70)
    }

    @Test("Given two sets When intersected, joined and subtracted Then the counts follow")
    func bitmapOperations() {
        var odd = ProductBitmap(limit: 100)
        var small = ProductBitmap(limit: 100)
        for id in stride(from: 1, to: 100, by: 2) { odd.insert(id) }
        for id in 0..<10 { small.insert(id) }

        var union = odd
        union.formUnion(small)
        var difference = small
        difference.subtract(odd)

        #expect(odd.intersectionCount(small) == 5)
        #expect(odd.intersection(small).count == 5)
        #expect(union.count == 55)
        #expect(difference.count == 5)
    }

    @Test("Given pounds When price bands are made Then they run under 25, to 50, 100, 200 and over, without overlapping")
    func priceBands() {
        let bands = ProductPriceBands(currencyCode: "GBP")

        #expect(bands.ranges.map(ProductPriceBands.id) == ["0-2499", "2500-4999", "5000-9999", "10000-19999", "20000-"])
        #expect(bands.band(of: 2_500) == 1)
        #expect(ProductPriceBands.range(ofId: "20000-") == 20_000...Int.max)
        #expect(ProductPriceBands.range(ofId: "50-10") == nil)
    }

    @Test("Given yen When price bands are made Then they are in whole yen")
    func priceBandsWithoutMinorUnit() {
        #expect(ProductPriceBands(currencyCode: "JPY").ranges.first == 0...24)
    }

    @Test("Given letter and number sizes When ordered Then letters go smallest first, then numbers, then the rest")
    func sizeOrder() {
        let sizes = ["10 AU", "L", "XS", "8 AU", "One", "M", "38"]

        #expect(sizes.sorted(by: ProductSizeOrder.isOrderedBefore) == ["XS", "M", "L", "8 AU", "10 AU", "38", "One"])
    }

    @Test("Given a listing of two sets When a page spans both Then it takes the rest of the first, then the start of the second")
    func pageAcrossSegments() throws {
        let order: [UInt32] = [5, 4, 3, 2, 1, 0]
        var first = ProductBitmap(limit: 6)
        var second = ProductBitmap(limit: 6)
        for id in [4, 1] { first.insert(id) }
        for id in [5, 2, 0] { second.insert(id) }

        let ids = try ProductPageWalk.ids(order, descending: false, segments: [first, second], offset: 1, limit: 3)

        #expect(ids == [1, 5, 2])
    }

    @Test("Given an order longer than a walk's step When the last page of a sparse set is read Then it is found from the far end")
    func pageFromFarEnd() throws {
        let order = (0..<UInt32(40_000)).map { $0 }
        var sparse = ProductBitmap(limit: 40_000)
        for id in stride(from: 7, to: 40_000, by: 1_000) { sparse.insert(id) }

        let last = try ProductPageWalk.ids(order, descending: false, segments: [sparse], offset: 38, limit: 5)
        let firstBackwards = try ProductPageWalk.ids(order, descending: true, segments: [sparse], offset: 0, limit: 2)

        #expect(last == [38_007, 39_007])
        #expect(firstBackwards == [39_007, 38_007])
    }

    @Test(
        "Given a set lying at positions 20,000 to 36,000 of a longer order When every page is walked within them Then each is the page of the whole walk"
    )
    func pageWithinPositions() throws {
        let order = (0..<UInt32(50_000)).map { (($0 &* 7_919) % 50_000) }
        var set = ProductBitmap(limit: 50_000)
        for position in stride(from: 20_000, to: 36_000, by: 37) { set.insert(Int(order[position])) }

        for offset in [0, 1, 200, 431, set.count - 3] {
            for descending in [false, true] {
                let whole = try ProductPageWalk.ids(order, descending: descending, segments: [set], offset: offset, limit: 5)
                let within = try ProductPageWalk.ids(
                    order, descending: descending, segments: [set], offset: offset, limit: 5, within: 20_000..<36_000
                )

                #expect(within == whole)
                #expect(!within.isEmpty)
            }
        }
    }

    @Test(
        "Given two sets over a 13-chunk order When pages deep in them are found by counting per chunk Then each is the page of the plain walk, read from one or two chunks"
    )
    func pageByChunkCounts() throws {
        let count = 200_000
        let order = CountingOrder((0..<UInt32(count)).map { (($0 &* 7_919) % UInt32(count)) })
        var first = ProductBitmap(limit: count)
        var second = ProductBitmap(limit: count)
        for id in stride(from: 3, to: count, by: 11) { first.insert(id) }
        for id in stride(from: 5, to: count, by: 7) where !first.contains(id) { second.insert(id) }
        let chunks = try #require(try ProductOrderChunks(order, limit: count))
        let total = first.count + second.count

        for offset in [0, 19, first.count / 2, first.count - 7, first.count + second.count / 2, total - 20] {
            for descending in [false, true] {
                let walked = try ProductPageWalk.ids(
                    order, descending: descending, segments: [first, second], offset: offset, limit: 20)
                order.positionsRead = 0
                let counted = try ProductPageWalk.ids(
                    order, descending: descending, segments: [first, second], offset: offset, limit: 20, chunks: { chunks }
                )

                #expect(counted == walked)
                #expect(counted.count == 20)
                #expect(order.positionsRead <= 3 * ProductPageWalk.step)
            }
        }
        #expect(chunks.counts(of: first).reduce(0, +) == first.count)
    }

    @Test("Given the search key of stroked and joined letters When made Then they read as plain letters")
    func searchKey() {
        #expect(ProductSearchKey.make(" Søren Łucja Æsir Straße ") == "soren lucja aesir strasse")
        #expect(ProductSearchKey.words("T-shirt & Co.") == ["t", "shirt", "co"])
    }
}

/// An order in memory that counts how many positions were read from it.
private final class CountingOrder: ProductOrder {
    private let ids: [UInt32]
    var positionsRead = 0

    init(_ ids: [UInt32]) {
        self.ids = ids
    }

    var count: Int { ids.count }

    func ids(in range: Range<Int>) -> [UInt32] {
        let clamped = range.clamped(to: 0..<ids.count)
        positionsRead += clamped.count
        return Array(ids[clamped])
    }
}
