import Foundation
import Primitives
import Testing

@Suite("gzip members, inflated by the system's gzip", .enabled(if: SystemGunzip.isAvailable))
struct GzipMemberTests {
    @Test(
        "Given bytes When written as stored blocks Then gzip inflates them back and checks their CRC-32 and length",
        arguments: [0, 1, 100, 65_535, 65_536, 200_000]
    )
    func storedRoundTrip(count: Int) throws {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) }
        #expect(try SystemGunzip.inflated(GzipMember.stored(bytes)) == bytes)
    }

    @Test(
        "Given a count of zero bytes When written as a gzip bomb Then gzip inflates exactly that many zeros",
        arguments: [0, 1, 2, 3, 258, 259, 260, 261, 100_000]
    )
    func zerosRoundTrip(count: Int) throws {
        #expect(try SystemGunzip.inflated(GzipMember.zeros(count: count)) == [UInt8](repeating: 0, count: count))
    }

    @Test("Given a megabyte of zeros When written as a gzip bomb Then the body is about 160 times smaller")
    func bombIsSmall() {
        #expect(GzipMember.zeros(count: 1 << 20).count < (1 << 20) / 150)
    }
}
