import Foundation

/// What the fresh process timing the browse phase hands back to the bench that started it:
/// every scenario's figures and that process's peak resident memory while browsing.
public struct BrowsePhaseResults: Sendable, Equatable, Codable {
    public var rows: [BenchRow]
    public var peakMemoryBytes: Int?

    public init(rows: [BenchRow], peakMemoryBytes: Int?) {
        self.rows = rows
        self.peakMemoryBytes = peakMemoryBytes
    }

    public func write(to file: URL) throws {
        try JSONEncoder().encode(self).write(to: file, options: .atomic)
    }

    public static func read(from file: URL) throws -> BrowsePhaseResults {
        try JSONDecoder().decode(BrowsePhaseResults.self, from: Data(contentsOf: file))
    }
}
