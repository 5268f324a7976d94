/// Refuses lines a command can never be made of, before they are parsed.
enum InputCheck {
    /// Whether `line` holds control characters other than tab (escape sequences, NUL, bell …).
    static func containsControlCharacters(_ line: String) -> Bool {
        line.unicodeScalars.contains { scalar in
            scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }
    }
}
