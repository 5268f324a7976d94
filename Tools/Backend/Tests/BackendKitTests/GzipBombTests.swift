import Testing

@testable import BackendKit

@Suite("The gzip bomb's parts")
struct GzipBombTests {
    @Test("Given known text When its CRC-32 is computed Then it is the standard check value")
    func crc() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.zeros(count: 1000) == CRC32.checksum([UInt8](repeating: 0, count: 1000)))
    }

    @Test("Given a size When the bomb is made Then its trailer holds the size and the zeros' CRC")
    func trailer() {
        let body = GzipBomb.make(size: 100_000)
        let trailer = Array(body.suffix(8))
        let number = { (bytes: ArraySlice<UInt8>) in bytes.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
        #expect(number(trailer[0..<4]) == CRC32.zeros(count: 100_000))
        #expect(number(trailer[4..<8]) == 100_000)
        #expect(body.count < 1_000)
    }
}
