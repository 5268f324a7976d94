import Primitives

/// Writes a person's `id` object in their nationality's style.
enum NationalIdFormatter {
    /// Letters of the Spanish DNI check, indexed by the number modulo 23.
    private static let dniLetters = Array("TRWAGMYFPDXBNJZSQVHLCKE")

    static func nationalId(
        style: NationalIdStyle, gender: Gender, birth: CivilDateTime, lastName: PersonName, rng: inout SeededDraws
    ) -> JSONValue {
        switch style {
        case .none:
            return .object([("name", .string("")), ("value", .null)])
        case .pattern(let name, let pattern):
            return identifier(name, rng.fill(pattern))
        case .insee:
            let sex = gender == .male ? "1" : "2"
            return identifier("INSEE", sex + birth.shortYearMonth + rng.fill("########") + " " + rng.fill("##"))
        case .dni:
            let number = rng.int(in: 10_000_000...99_999_999)
            return identifier("DNI", "\(number)-\(dniLetters[number % 23])")
        case .svnr:
            let initial = lastName.ascii.first.map { String($0).uppercased() } ?? "X"
            return identifier("SVNR", rng.fill("##") + " " + birth.dayMonthShortYear + " " + initial + " " + rng.fill("###"))
        case .fodselsnummer:
            return identifier("FN", birth.dayMonthShortYear + rng.fill("#####"))
        }
    }

    private static func identifier(_ name: String, _ value: String) -> JSONValue {
        .object([("name", .string(name)), ("value", .string(value))])
    }
}
