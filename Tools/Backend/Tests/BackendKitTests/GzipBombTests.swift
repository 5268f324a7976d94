import Primitives
import Testing

@testable import BackendKit

@Suite("The gzip-bomb fault's body")
struct GzipBombTests {
    @Test("Given a size When the bomb is made Then its trailer holds the size and the zeros' CRC, in under a kilobyte")
    func trailer() {
        let body = GzipBomb.body(inflatingTo: 100_000)
        let trailer = Array(body.suffix(8))
        let number = { (bytes: ArraySlice<UInt8>) in bytes.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
        #expect(number(trailer[0..<4]) == CRC32.checksumOfZeros(count: 100_000))
        #expect(number(trailer[4..<8]) == 100_000)
        #expect(body.count < 1_000)
    }

    @Test("Given a size asked twice When the bomb is made Then the same body is sent both times")
    func keptOncePerSize() {
        #expect(GzipBomb.body(inflatingTo: 4_096) == GzipBomb.body(inflatingTo: 4_096))
        #expect(GzipBomb.body(inflatingTo: 4_096) == GzipMember.zeros(count: 4_096))
    }
}
