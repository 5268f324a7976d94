/// Women's forms of Russian and Ukrainian surnames.
enum CyrillicSurnames {
    /// `Иванов` → `Иванова`, `Ильин` → `Ильина`, `Чайковский` → `Чайковская`,
    /// `Толстой` → `Толстая`; others (`Шевченко`) stay as they are.
    @Sendable static func russianFeminine(_ name: PersonName) -> PersonName {
        if let native = replacingSuffix(of: name.native, ["ский": "ская", "цкий": "цкая", "ой": "ая"]),
            let ascii = replacingSuffix(of: name.ascii, ["skiy": "skaya", "tskiy": "tskaya", "oy": "aya"])
        {
            return PersonName(native, ascii)
        }
        if ["ов", "ев", "ёв", "ин", "ын"].contains(where: name.native.hasSuffix) {
            return PersonName(name.native + "а", name.ascii + "a")
        }
        return name
    }

    /// `Ковальський` → `Ковальська`; `Шевченко`, `Мельник` and the like stay.
    @Sendable static func ukrainianFeminine(_ name: PersonName) -> PersonName {
        guard let native = replacingSuffix(of: name.native, ["ський": "ська", "цький": "цька"]),
            let ascii = replacingSuffix(of: name.ascii, ["skiy": "ska", "tskiy": "tska"])
        else { return name }
        return PersonName(native, ascii)
    }

    /// `text` with the longest matching suffix of `replacements` replaced, or `nil`.
    private static func replacingSuffix(of text: String, _ replacements: [String: String]) -> String? {
        let match = replacements.keys.filter(text.hasSuffix).max { $0.count < $1.count }
        guard let suffix = match, let replacement = replacements[suffix] else { return nil }
        return String(text.dropLast(suffix.count)) + replacement
    }
}
