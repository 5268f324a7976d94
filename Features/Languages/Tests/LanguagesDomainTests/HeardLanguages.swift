import Synchronization

/// Collects the language codes an observer was told about.
final class HeardLanguages: Sendable {
    private let storage = Mutex<[String]>([])

    func append(_ code: String) { storage.withLock { $0.append(code) } }
    var codes: [String] { storage.withLock { $0 } }
}
