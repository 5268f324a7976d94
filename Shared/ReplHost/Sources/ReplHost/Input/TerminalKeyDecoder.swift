/// One key press read from a terminal in raw mode.
public enum TerminalKey: Sendable, Equatable {
    /// A printable character to insert.
    case character(Character)
    /// Enter (CR or LF).
    case enter
    /// Backspace (DEL 127 or Ctrl-H).
    case backspace
    /// Delete (`ESC [3~`).
    case delete
    case left
    case right
    case up
    case down
    /// Home (`ESC [H`, `ESC OH`, `ESC [1~`, `ESC [7~`, Ctrl-A).
    case home
    /// End (`ESC [F`, `ESC OF`, `ESC [4~`, `ESC [8~`, Ctrl-E).
    case end
    /// Ctrl-K.
    case killToEnd
    /// Ctrl-U.
    case killToStart
    /// Ctrl-W.
    case deleteWordBackward
    /// Ctrl-L.
    case clearScreen
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Tab: complete the command being typed.
    case tab
}

/// Turns the bytes a terminal sends in raw mode into ``TerminalKey``s.
///
/// Feed it one byte at a time; it keeps the state of escape sequences and
/// multi-byte UTF-8 characters between calls. Bytes that are not valid UTF-8,
/// unknown escape sequences and unbound control keys give no key.
public struct TerminalKeyDecoder: Sendable {
    private enum State: Sendable {
        case ground
        case escape
        case controlSequence(parameters: [UInt8])
        case singleShift
        case utf8(bytes: [UInt8], remaining: Int)
    }

    private static let escapeByte: UInt8 = 0x1B
    private static let longestParameters = 16
    private var state = State.ground
    private var lastWasCarriageReturn = false

    /// A decoder in its initial state.
    public init() {}

    /// Decodes a whole byte sequence: the keys it completes, in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
        bytes.compactMap { feed($0) }
    }

    /// Takes the next byte; returns the key it completes, if any.
    public mutating func feed(_ byte: UInt8) -> TerminalKey? {
        let afterCarriageReturn = lastWasCarriageReturn
        lastWasCarriageReturn = false
        switch state {
        case .ground:
            // CR LF from one Enter (or a paste) is one line end, not two.
            if byte == 0x0A && afterCarriageReturn { return nil }
            return ground(byte)
        case .escape:
            return escape(byte)
        case .controlSequence(let parameters):
            return controlSequence(byte, parameters: parameters)
        case .singleShift:
            state = .ground
            return Self.singleShiftKey(byte)
        case .utf8(let bytes, let remaining):
            return continueCharacter(byte, bytes: bytes, remaining: remaining)
        }
    }

    private mutating func ground(_ byte: UInt8) -> TerminalKey? {
        switch byte {
        case Self.escapeByte:
            state = .escape
            return nil
        case 0x00..<0x20, 0x7F:
            if byte == 0x0D { lastWasCarriageReturn = true }
            return Self.controlKey(byte)
        case 0x20..<0x7F:
            return .character(Character(Unicode.Scalar(byte)))
        case 0xC2...0xDF:
            state = .utf8(bytes: [byte], remaining: 1)
        case 0xE0...0xEF:
            state = .utf8(bytes: [byte], remaining: 2)
        case 0xF0...0xF4:
            state = .utf8(bytes: [byte], remaining: 3)
        default:
            break  // A stray continuation byte or one never valid in UTF-8.
        }
        return nil
    }

    private mutating func escape(_ byte: UInt8) -> TerminalKey? {
        switch byte {
        case UInt8(ascii: "["):
            state = .controlSequence(parameters: [])
            return nil
        case UInt8(ascii: "O"):
            state = .singleShift
            return nil
        case Self.escapeByte:
            return nil
        default:
            // Escape then an ordinary key (Alt-key): drop the escape, keep the key.
            state = .ground
            return ground(byte)
        }
    }

    private mutating func controlSequence(_ byte: UInt8, parameters: [UInt8]) -> TerminalKey? {
        switch byte {
        case 0x20...0x3F:
            if parameters.count < Self.longestParameters {
                state = .controlSequence(parameters: parameters + [byte])
            } else {
                state = .controlSequence(parameters: parameters)
            }
            return nil
        case 0x40...0x7E:
            state = .ground
            return Self.controlSequenceKey(final: byte, parameters: parameters)
        default:
            // Not part of a well-formed sequence: abandon it and read the byte afresh.
            state = .ground
            return feed(byte)
        }
    }

    private mutating func continueCharacter(_ byte: UInt8, bytes: [UInt8], remaining: Int) -> TerminalKey? {
        guard (0x80...0xBF).contains(byte) else {
            state = .ground
            return feed(byte)
        }
        let collected = bytes + [byte]
        guard remaining == 1 else {
            state = .utf8(bytes: collected, remaining: remaining - 1)
            return nil
        }
        state = .ground
        guard let string = String(validating: collected, as: UTF8.self),
            let scalar = string.unicodeScalars.first,
            scalar.properties.generalCategory != .control
        else { return nil }
        return .character(Character(scalar))
    }

    private static func controlKey(_ byte: UInt8) -> TerminalKey? {
        switch byte {
        case 0x01: return .home
        case 0x02: return .left
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        case 0x05: return .end
        case 0x06: return .right
        case 0x08, 0x7F: return .backspace
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x0B: return .killToEnd
        case 0x0C: return .clearScreen
        case 0x0E: return .down
        case 0x10: return .up
        case 0x15: return .killToStart
        case 0x17: return .deleteWordBackward
        default: return nil
        }
    }

    private static func singleShiftKey(_ byte: UInt8) -> TerminalKey? {
        switch byte {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }

    private static func controlSequenceKey(final: UInt8, parameters: [UInt8]) -> TerminalKey? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            let first = parameters.prefix { $0 != UInt8(ascii: ";") }
            switch String(decoding: first, as: UTF8.self) {
            case "1", "7": return .home
            case "3": return .delete
            case "4", "8": return .end
            default: return nil
            }
        default:
            return nil
        }
    }
}
