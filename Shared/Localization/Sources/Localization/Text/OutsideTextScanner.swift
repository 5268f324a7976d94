/// Walks text scalar by scalar, dropping what `OutsideText` removes (see there) and
/// replacing line breaks and tabs.
///
/// Escape sequences follow ECMA-48: after ESC (or its 8-bit C1 form), a CSI runs to its
/// final byte (0x40–0x7E); OSC, DCS, SOS, PM and APC strings run to BEL or ST (`ESC \`
/// or 0x9C); other escapes are ESC, any intermediates (0x20–0x2F) and one final character.
/// A sequence cut off by the end of the text is dropped to the end.
enum OutsideTextScanner {
    private static let escape: Unicode.Scalar = "\u{1B}"

    /// Whether `text` holds anything the scanner would change.
    static func needsCleaning(_ text: String) -> Bool {
        text.unicodeScalars.contains { isControl($0) || isRemovedFormat($0) || isLineBreak($0) }
    }

    static func cleaned(_ text: String, lineBreak: Unicode.Scalar, tab: Unicode.Scalar) -> String.UnicodeScalarView {
        var output = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        var previousWasCarriageReturn = false
        while let scalar = scalars.popFirst() {
            defer { previousWasCarriageReturn = scalar == "\r" }
            if scalar == escape {
                skipEscapeSequence(&scalars)
            } else if let kind = C1Introducer(scalar) {
                skip(kind, &scalars)
            } else if scalar == "\n" && previousWasCarriageReturn {
                continue
            } else if isLineBreak(scalar) {
                output.append(lineBreak)
            } else if scalar == "\t" {
                output.append(tab)
            } else if !isControl(scalar) && !isRemovedFormat(scalar) {
                output.append(scalar)
            }
        }
        return output
    }

    /// LF, CR, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// C0 controls, DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Bidi embeddings, overrides and isolates, the byte-order mark and interlinear
    /// annotation marks: invisible characters that change how the text around them looks.
    static func isRemovedFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0xFEFF, 0xFFF9...0xFFFB: return true
        default: return false
        }
    }

    /// What an 8-bit C1 control starts.
    private enum C1Introducer {
        /// A CSI sequence (0x9B).
        case controlSequence
        /// A string ended by ST (OSC 0x9D, DCS 0x90, SOS 0x98, PM 0x9E, APC 0x9F).
        case controlString

        init?(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0x9B: self = .controlSequence
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F: self = .controlString
            default: return nil
            }
        }
    }

    /// Drops what follows an ESC that belongs to its sequence.
    private static func skipEscapeSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let next = scalars.popFirst() else { return }
        switch next {
        case "[":
            skip(.controlSequence, &scalars)
        case "]", "P", "X", "^", "_":
            skip(.controlString, &scalars)
        default:
            // nF: intermediates, then one final character; Fp/Fe/Fs: the one character itself.
            var current = next
            while (0x20...0x2F).contains(current.value), let following = scalars.popFirst() {
                current = following
            }
        }
    }

    private static func skip(_ kind: C1Introducer, _ scalars: inout ArraySlice<Unicode.Scalar>) {
        switch kind {
        case .controlSequence:
            // Parameters and intermediates (0x20–0x3F), up to the final byte.
            while let scalar = scalars.popFirst() {
                if (0x40...0x7E).contains(scalar.value) || !(0x20...0x3F).contains(scalar.value) { return }
            }
        case .controlString:
            while let scalar = scalars.popFirst() {
                if scalar == "\u{07}" || scalar == "\u{9C}" { return }
                if scalar == escape {
                    if scalars.first == "\\" { scalars.removeFirst() }
                    return
                }
            }
        }
    }
}
