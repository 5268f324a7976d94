/// The lines entered before, and where Up/Down currently stand in them.
///
/// Going up from the line being typed remembers it as a draft; coming back
/// down past the newest entry gives the draft back.
public struct LineHistory: Sendable, Equatable {
    /// The most entries kept; the oldest are dropped first.
    public let capacity: Int
    /// The entries, oldest first.
    public private(set) var entries: [String] = []
    /// The entry shown while navigating; `nil` when not navigating.
    private var position: Int?
    private var draft = ""

    /// An empty history keeping at most `capacity` entries.
    public init(capacity: Int = 500) {
        self.capacity = max(0, capacity)
    }

    /// Adds a line entered at the prompt and ends any navigation.
    /// Lines that are empty (or only whitespace) and repeats of the newest entry are not added.
    /// Returns whether the line was added.
    @discardableResult
    public mutating func add(_ line: String) -> Bool {
        resetNavigation()
        guard !line.allSatisfy(\.isWhitespace), entries.last != line, capacity > 0 else { return false }
        entries.append(line)
        if entries.count > capacity {
            entries.removeFirst(entries.count - capacity)
        }
        return true
    }

    /// The entry before the one shown (Up). `current` is the line as typed,
    /// remembered when navigation starts. `nil` when there is nothing older.
    public mutating func previous(current: String) -> String? {
        let index = position ?? entries.count
        guard index > 0 else { return nil }
        if position == nil { draft = current }
        position = index - 1
        return entries[index - 1]
    }

    /// The entry after the one shown (Down), or the remembered draft after the
    /// newest entry. `nil` when not navigating.
    public mutating func next() -> String? {
        guard let index = position else { return nil }
        if index + 1 < entries.count {
            position = index + 1
            return entries[index + 1]
        }
        let restored = draft
        resetNavigation()
        return restored
    }

    /// Forgets where navigation stood and the remembered draft.
    public mutating func resetNavigation() {
        position = nil
        draft = ""
    }
}
