import FuzzSupport
import ReplHost

/// What `LineEditBuffer` promises under any keys typed (the bytes go through
/// `TerminalKeyDecoder` and are applied as the terminal editor applies them, with its
/// `LineHistory` for up/down and `CommandCompletion` for tab): the cursor stays inside the line, the line stays within
/// its byte limit, the text left and right of the cursor make the line, and the window
/// shown keeps the cursor in view. The first byte chooses the limit and the window width.
enum LineEditProperties {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        guard let first = bytes.first else { return }
        let maxBytes = Int(first % 64) + 1
        let columns = Int(first / 64) * 7 + 1
        var line = LineEditBuffer(maxBytes: maxBytes)
        var decoder = TerminalKeyDecoder()
        var history = LineHistory(capacity: 4)
        for key in decoder.decode(bytes.dropFirst()) {
            apply(key, to: &line, history: &history)
            Property.require(line.cursor >= 0 && line.cursor <= line.count, "cursor \(line.cursor) outside 0...\(line.count)")
            Property.require(line.text.utf8.count <= maxBytes, "\(line.text.utf8.count) bytes, more than \(maxBytes)")
            Property.require(line.textBeforeCursor + line.textAfterCursor == line.text, "the two sides do not make the line")
            let window = line.window(columns: columns)
            Property.require(window.text.count <= columns, "a window of \(window.text.count) for \(columns) columns")
            Property.require(window.cursorBack >= 0 && window.cursorBack <= window.text.count, "the cursor out of the window")
        }
    }

    static let commands = ["help", "home", "history", "open", "quit", "search", "sort", "wishlist"]

    private static func apply(_ key: TerminalKey, to line: inout LineEditBuffer, history: inout LineHistory) {
        switch key {
        case .character(let character): line.insert(String(character))
        case .backspace: line.backspace()
        case .delete: line.delete()
        case .left: line.moveLeft()
        case .right: line.moveRight()
        case .home: line.moveHome()
        case .end: line.moveEnd()
        case .killToEnd: line.killToEnd()
        case .killToStart: line.killToStart()
        case .deleteWordBackward: line.deleteWordBackward()
        case .endOfInput: line.delete()
        case .enter, .interrupt:
            // A recalled line may be longer than a new one may be typed: doubled, it tests the cut.
            history.add(line.text + line.text)
            line.replace(with: "")
        case .up:
            if let entry = history.previous(current: line.text) { line.replace(with: entry) }
        case .down:
            if let entry = history.next() { line.replace(with: entry) }
        case .tab:
            if case .insert(let text) = CommandCompletion.complete(line.textBeforeCursor, among: commands) {
                line.insert(text)
            }
        case .clearScreen: return
        }
    }
}
