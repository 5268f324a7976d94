#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds a pattern of bytes in a long text, 16 places at a time: where the pattern's first
/// bytes (up to three) stand side by side, compared as vectors, then the whole pattern checked
/// there. A common fragment's first letter is everywhere; its first three together much less so.
enum FoldedTextScan {
    /// Where `pattern` next starts in `text`, at or after `offset`; `nil` when it does not.
    static func next(_ pattern: UnsafeRawBufferPointer, in text: UnsafeRawBufferPointer, from offset: Int) -> Int? {
        guard let base = text.baseAddress, let patternBase = pattern.baseAddress, pattern.count > 0 else { return nil }
        let last = text.count - pattern.count
        guard offset <= last else { return nil }
        let isMatch = { (position: Int) in memcmp(base + position, patternBase, pattern.count) == 0 }
        guard pattern.count > 1 else {
            return memchr(base + offset, Int32(pattern[0]), last - offset + 1).map { base.distance(to: UnsafeRawPointer($0)) }
        }
        // The third byte compared is the second again for a two-byte pattern: the same answer.
        let first = SIMD16<UInt8>(repeating: pattern[0])
        let second = SIMD16<UInt8>(repeating: pattern[1])
        let third = SIMD16<UInt8>(repeating: pattern[min(2, pattern.count - 1)])
        var position = offset
        while position + 18 <= text.count {
            var starts = base.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self) .== first
            starts .&= base.loadUnaligned(fromByteOffset: position + 1, as: SIMD16<UInt8>.self) .== second
            if pattern.count > 2 {
                starts .&= base.loadUnaligned(fromByteOffset: position + 2, as: SIMD16<UInt8>.self) .== third
            }
            if any(starts) {
                for lane in 0..<16 where starts[lane] && position + lane <= last && isMatch(position + lane) {
                    return position + lane
                }
            }
            position += 16
        }
        while position <= last {
            if isMatch(position) { return position }
            position += 1
        }
        return nil
    }
}
