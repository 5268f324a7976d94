import Primitives
import SystemKit

/// The `gzip-bomb` fault's body: a gzip member of `size` zero bytes written in a few kilobytes
/// (`Primitives`' ``GzipMember/zeros(count:)``), kept once per size, since a scenario
/// sends the same one again and again.
enum GzipBomb {
    private static let cache = LockedState<[Int: [UInt8]]>([:])

    static func body(inflatingTo size: Int) -> [UInt8] {
        if let kept = cache.withLock({ $0[size] }) { return kept }
        let made = GzipMember.zeros(count: size)
        cache.withLock { $0[size] = made }
        return made
    }
}
