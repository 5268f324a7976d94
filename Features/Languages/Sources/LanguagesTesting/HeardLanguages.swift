import SystemKit

/// Collects the language codes an observer was told about.
public final class HeardLanguages: Sendable {
    public init() {}

    private let storage = LockedState<[String]>([])

    public func append(_ code: String) { storage.withLock { $0.append(code) } }
    public var codes: [String] { storage.withLock { $0 } }
}
