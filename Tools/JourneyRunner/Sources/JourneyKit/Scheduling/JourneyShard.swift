/// One of N parts of a corpus, for spreading journeys over CI machines: `--shard K/N`.
///
/// The files are ordered by path and dealt round-robin, so the same corpus always puts a file in
/// the same part, on any machine, and the parts differ in count by one at most.
public struct JourneyShard: Sendable, Equatable {
    /// 1-based.
    public let index: Int
    public let count: Int

    /// Reads `K/N` (1 ≤ K ≤ N); nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// The names of this part, in the order given.
    public func names(of names: [String]) -> [String] {
        let inPart = Set(names.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element))
        return names.filter(inPart.contains)
    }
}
