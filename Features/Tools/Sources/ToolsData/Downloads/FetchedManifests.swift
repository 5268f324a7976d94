import Foundation

/// Manifests fetched (and checked) without downloading their translation — what a tool's
/// details read to know whether it has training tips — kept for the session, so reading the
/// tool right after does not fetch the same manifest again. Not saved to the database: a
/// manifest saved without its translation would be a file no download owns, never freed.
public actor FetchedManifests {
    /// Manifests kept at most, the oldest forgotten first.
    static let limit = 16

    private var kept: [(name: String, bytes: Data)] = []

    public init() {}

    func bytes(named name: String) -> Data? {
        kept.first { $0.name == name }?.bytes
    }

    func remember(_ bytes: Data, named name: String) {
        kept.removeAll { $0.name == name }
        kept.append((name, bytes))
        if kept.count > Self.limit { kept.removeFirst(kept.count - Self.limit) }
    }
}
