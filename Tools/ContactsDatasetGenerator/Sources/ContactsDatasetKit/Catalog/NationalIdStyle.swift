import Primitives

/// How a nationality's `id` looks in randomuser.me responses.
enum NationalIdStyle: Sendable {
    /// `{"name": "", "value": null}`: the API has no identifier for these.
    case none
    /// A fixed name and a value filled from a pattern (see `SeededDraws.fill`).
    case pattern(name: String, pattern: String)
    /// French INSEE number: sex, birth year and month, then digits and a key.
    case insee
    /// Spanish DNI: eight digits and their check letter.
    case dni
    /// German social insurance number, with the birth date and surname initial.
    case svnr
    /// Norwegian national identity number: birth date and five digits.
    case fodselsnummer
}
