/// SplitMix64: a small, fast pseudo-random generator with a 64-bit state, whose whole
/// sequence follows from its seed. The generators that make the bundled data draw from it
/// through ``SeededDraws`` (never the standard library's `random(in:using:)`, whose
/// algorithm may change between toolchains), so one seed gives the same bytes on every
/// machine; tests that generate input (fuzzing) use it to replay a run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// A generator seeded from text, through the 64-bit FNV-1a hash of its UTF-8 bytes.
    public init(seed text: String) {
        self.init(seed: Self.fnv1a(text))
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    public static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { hash, byte in
            (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }
}
