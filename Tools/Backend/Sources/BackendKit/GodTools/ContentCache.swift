import GodToolsContentKit
import SystemKit

/// The generated content by seed, made once per process: generating it hashes every file, which
/// a debug build takes a moment over, and backends started in one process (tests) share it.
enum ContentCache {
    private static let made = LockedState<[UInt64: GeneratedContent]>([:])

    static func content(seed: UInt64) -> GeneratedContent {
        if let kept = made.withLock({ $0[seed] }) { return kept }
        let content = GodToolsContentGenerator(seed: seed).generate()
        made.withLock { $0[seed] = content }
        return content
    }
}
