/// SplitMix64, a small, fast pseudo-random generator with a 64-bit state.
///
/// The dataset uses its own generator and its own ways of drawing numbers
/// (see `SplitMix64+Drawing.swift`) rather than the standard library's, whose
/// algorithms may change between toolchains: the same seed must give the same
/// bytes everywhere, always.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A generator seeded from text, through 64-bit FNV-1a of its UTF-8 bytes.
    init(seed text: String) {
        self.init(seed: Self.fnv1a(text))
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { hash, byte in
            (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }
}
