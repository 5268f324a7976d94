/// Lines that differ only in characters a diff does not show — a no-break space (U+00A0) or a
/// narrow one (U+202F) where the journey has a plain space, a zero-width mark — named so the
/// reader is not left staring at two lines that look the same.
enum InvisibleDifference {
    static func notes(for steps: [AlignmentStep]) -> [String] {
        let missing = steps.compactMap { if case .missing(let text) = $0 { text } else { nil } }
        let unexpected = steps.compactMap { if case .unexpected(let text) = $0 { text } else { nil } }
        var notes: [String] = []
        for expected in missing {
            guard let actual = unexpected.first(where: { $0 != expected && visible($0) == visible(expected) }) else { continue }
            let named = Set(actual.unicodeScalars.filter(isInvisible).map(name)).sorted()
            let wanted = Set(expected.unicodeScalars.filter(isInvisible).map(name)).sorted()
            notes.append(
                "note: \"\(visible(actual))\" differs only in characters the diff does not show: the app printed "
                    + (named.isEmpty ? "plain spaces" : named.joined(separator: ", "))
                    + ", the journey has " + (wanted.isEmpty ? "plain spaces" : wanted.joined(separator: ", ")))
        }
        return notes
    }

    /// The text with every kind of space written as a plain one and zero-width marks left out.
    static func visible(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.compactMap { scalar in
                    if scalar.properties.isWhitespace { return " " }
                    return isInvisible(scalar) ? nil : scalar
                }))
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.properties.isWhitespace && scalar != " ") || scalar.properties.generalCategory == .format
    }

    static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return scalar.properties.name.map { "\(code) (\($0.lowercased()))" } ?? code
    }
}
