import Primitives
import Testing

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test("Given seed 0 When three values are drawn Then they are SplitMix64's published first outputs")
    func publishedSequence() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("Given two generators with one seed When both draw Then they give the same sequence")
    func sameSeedSameSequence() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        #expect((0..<100).map { _ in first.next() } == (0..<100).map { _ in second.next() })
    }

    @Test("Given a text seed When hashed Then it is 64-bit FNV-1a of its UTF-8 bytes")
    func textSeedIsFNV1a() {
        #expect(SplitMix64.fnv1a("") == 0xCBF2_9CE4_8422_2325)
        #expect(SplitMix64.fnv1a("a") == 0xAF63_DC4C_8601_EC8C)
        var fromText = SplitMix64(seed: "mosaic")
        var fromNumber = SplitMix64(seed: SplitMix64.fnv1a("mosaic"))
        #expect(fromText.next() == fromNumber.next())
    }
}
