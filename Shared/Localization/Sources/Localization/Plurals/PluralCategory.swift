/// The CLDR plural categories. Which ones a language uses, and for which
/// numbers, is decided by ``PluralRules``.
public enum PluralCategory: String, Sendable, CaseIterable, Hashable, Codable {
    case zero
    case one
    case two
    case few
    case many
    case other
}
