/// A name as written in its own script, and the lowercase ASCII form that
/// goes into emails. A Latin-script literal folds itself (`"Zoë"` → `zoe`);
/// Cyrillic and Persian names carry their transliteration.
struct PersonName: Sendable, ExpressibleByStringLiteral {
    let native: String
    let ascii: String

    init(_ native: String, _ ascii: String) {
        self.native = native
        self.ascii = ascii
    }

    init(stringLiteral value: String) {
        self.init(value, ASCIIFolding.emailPart(value))
    }
}
