/// The text being typed at the prompt and where the cursor sits in it.
///
/// A pure value: the terminal editor feeds it keys and draws what it holds.
/// The cursor counts `Character`s (grapheme clusters), not bytes, so a
/// multi-byte character is moved over and deleted as a whole.
public struct LineEditBuffer: Sendable, Equatable {
    /// The most UTF-8 bytes the line may hold; inserting beyond it is refused.
    public let maxBytes: Int
    private var characters: [Character] = []
    /// The cursor, in `Character`s from the start of the line (0...count).
    public private(set) var cursor = 0

    /// An empty line that accepts up to `maxBytes` UTF-8 bytes.
    public init(maxBytes: Int = 4096) {
        self.maxBytes = maxBytes
    }

    /// The whole line.
    public var text: String { String(characters) }

    /// Whether the line holds nothing.
    public var isEmpty: Bool { characters.isEmpty }

    /// The number of `Character`s in the line.
    public var count: Int { characters.count }

    /// The characters from the cursor to the end of the line.
    public var textAfterCursor: String { String(characters[cursor...]) }

    /// The text left of the cursor.
    public var textBeforeCursor: String { String(characters[..<cursor]) }

    /// The part of the line to show in `columns` terminal columns, scrolled so
    /// the cursor stays in view, and how many columns the cursor sits left of
    /// that part's end. Counts one column per `Character`; with `columns` < 1
    /// the whole line is given.
    public func window(columns: Int) -> (text: String, cursorBack: Int) {
        guard columns > 0 else { return (text, characters.count - cursor) }
        let start = max(0, cursor - (columns - 1))
        let end = min(characters.count, start + columns)
        return (String(characters[start..<end]), end - cursor)
    }

    /// Inserts `string` at the cursor and moves the cursor past it.
    /// Returns `false`, changing nothing, when the line would exceed `maxBytes`.
    @discardableResult
    public mutating func insert(_ string: String) -> Bool {
        guard !string.isEmpty else { return true }
        let before = String(characters[..<cursor])
        let after = String(characters[cursor...])
        guard before.utf8.count + string.utf8.count + after.utf8.count <= maxBytes else { return false }
        // Rebuild from strings so a combining mark joins the character before it.
        let head = before + string
        characters = Array(head + after)
        cursor = min(head.count, characters.count)
        return true
    }

    /// Replaces the whole line (history recall), putting the cursor at its end.
    /// A text over `maxBytes` is cut to the last whole character that fits.
    public mutating func replace(with string: String) {
        var kept: [Character] = []
        var bytes = 0
        for character in string {
            bytes += character.utf8.count
            guard bytes <= maxBytes else { break }
            kept.append(character)
        }
        characters = kept
        cursor = characters.count
    }

    /// Deletes the character before the cursor. Returns `false` at the start of the line.
    @discardableResult
    public mutating func backspace() -> Bool {
        guard cursor > 0 else { return false }
        cursor -= 1
        characters.remove(at: cursor)
        return true
    }

    /// Deletes the character under the cursor. Returns `false` at the end of the line.
    @discardableResult
    public mutating func delete() -> Bool {
        guard cursor < characters.count else { return false }
        characters.remove(at: cursor)
        return true
    }

    /// Moves the cursor one character left. Returns `false` at the start of the line.
    @discardableResult
    public mutating func moveLeft() -> Bool {
        guard cursor > 0 else { return false }
        cursor -= 1
        return true
    }

    /// Moves the cursor one character right. Returns `false` at the end of the line.
    @discardableResult
    public mutating func moveRight() -> Bool {
        guard cursor < characters.count else { return false }
        cursor += 1
        return true
    }

    /// Moves the cursor to the start of the line.
    public mutating func moveHome() {
        cursor = 0
    }

    /// Moves the cursor to the end of the line.
    public mutating func moveEnd() {
        cursor = characters.count
    }

    /// Deletes from the cursor to the end of the line.
    public mutating func killToEnd() {
        characters.removeSubrange(cursor...)
    }

    /// Deletes from the start of the line to the cursor.
    public mutating func killToStart() {
        characters.removeSubrange(..<cursor)
        cursor = 0
    }

    /// Deletes the word before the cursor and the whitespace between it and the cursor.
    public mutating func deleteWordBackward() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }
}
