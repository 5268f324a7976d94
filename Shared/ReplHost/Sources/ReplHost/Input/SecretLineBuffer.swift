/// A secret (a password) being typed at a terminal in raw mode, key by key, with nothing
/// shown: characters are kept up to a number of UTF-8 bytes, Backspace takes the last one
/// back, Ctrl-U and Ctrl-W clear it, Enter ends it, Ctrl-C drops it and Ctrl-D on nothing
/// ends the input. Moving keys do nothing: there is no cursor to move in what is not shown.
struct SecretLineBuffer {
    /// What a key did.
    enum Step: Equatable {
        /// Keep reading.
        case reading
        /// The read is over, with this result.
        case finished(InputLine)
    }

    let maxBytes: Int
    private var characters: [Character] = []
    private var byteCount = 0

    init(maxBytes: Int) {
        self.maxBytes = max(1, maxBytes)
    }

    var isEmpty: Bool { characters.isEmpty }

    mutating func apply(_ key: TerminalKey) -> Step {
        switch key {
        case .character(let character):
            let size = String(character).utf8.count
            if byteCount + size <= maxBytes {
                characters.append(character)
                byteCount += size
            }
        case .backspace:
            if let last = characters.popLast() { byteCount -= String(last).utf8.count }
        case .killToStart, .deleteWordBackward:
            characters.removeAll()
            byteCount = 0
        case .enter:
            return .finished(.text(String(characters)))
        case .interrupt:
            return .finished(.interrupted)
        case .endOfInput:
            if characters.isEmpty { return .finished(.end) }
        default:
            break
        }
        return .reading
    }
}
