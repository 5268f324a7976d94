import Primitives
import Testing

@Suite("CRC-32")
struct CRC32Tests {
    @Test("Given the standard check text 123456789 When its CRC-32 is computed Then it is 0xCBF43926")
    func checkValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test("Given no bytes When their CRC-32 is computed Then it is 0")
    func empty() {
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test(
        "Given counts of zero bytes When their CRC-32 is computed without the bytes Then it is the CRC-32 of the bytes",
        arguments: [0, 1, 2, 3, 7, 255, 256, 1_000, 65_537, 1_048_576]
    )
    func zerosWithoutTheBytes(count: Int) {
        #expect(CRC32.checksumOfZeros(count: count) == CRC32.checksum([UInt8](repeating: 0, count: count)))
    }
}
