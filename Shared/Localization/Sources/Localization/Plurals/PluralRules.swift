/// CLDR cardinal plural rules for whole numbers in the app languages.
///
/// The rules follow the CLDR plural rule data (operands `n`, `i`, `v`, `e` with
/// `v = 0` and `e = 0` for whole numbers, so `i = n`). Languages without a rule of
/// their own fall back to `other` for every number.
public enum PluralRules {
    /// The category `count` falls in for `languageCode` (`ru`, `zh-Hans`, `pt-BR` …).
    public static func category(for count: Int, languageCode: String) -> PluralCategory {
        let n = count.magnitude
        switch family(of: languageCode) {
        case .oneForOne:
            return n == 1 ? .one : .other
        case .oneForZeroAndOne:
            return n <= 1 ? .one : .other
        case .oneManyForMillions:
            if n == 1 { return .one }
            return isWholeMillions(n) ? .many : .other
        case .oneForZeroAndOneManyForMillions:
            if n <= 1 { return .one }
            return isWholeMillions(n) ? .many : .other
        case .eastSlavic:
            return eastSlavicCategory(n)
        case .arabic:
            return arabicCategory(n)
        case .latvian:
            return latvianCategory(n)
        case .romanian:
            return romanianCategory(n)
        case .otherOnly:
            return .other
        }
    }

    /// The categories a language distinguishes for whole numbers: what a plural
    /// entry in its string table must provide.
    public static func categories(forLanguageCode languageCode: String) -> Set<PluralCategory> {
        switch family(of: languageCode) {
        case .oneForOne, .oneForZeroAndOne: return [.one, .other]
        case .oneManyForMillions, .oneForZeroAndOneManyForMillions: return [.one, .many, .other]
        case .eastSlavic: return [.one, .few, .many, .other]
        case .arabic: return [.zero, .one, .two, .few, .many, .other]
        case .latvian: return [.zero, .one, .other]
        case .romanian: return [.one, .few, .other]
        case .otherOnly: return [.other]
        }
    }

    /// Languages that share one rule for whole numbers.
    private enum Family {
        /// `one: n = 1` (English, German, Afrikaans, Hausa, Nepali, Oromo) and
        /// `one: i = 1 and v = 0` (Swahili, Urdu): the same for whole numbers.
        case oneForOne
        /// `one: i = 0 or n = 1` (Amharic, Bengali, Hindi): 0 and 1.
        case oneForZeroAndOne
        /// Spanish, Italian: `one: n = 1`, `many: i != 0 and i % 1000000 = 0`.
        case oneManyForMillions
        /// French, Portuguese: `one: i = 0,1`, `many` as Spanish.
        case oneForZeroAndOneManyForMillions
        case eastSlavic
        case arabic
        case latvian
        case romanian
        /// Chinese, Japanese, Korean, Indonesian, Vietnamese: no distinctions.
        case otherOnly
    }

    private static let families: [String: Family] = [
        "en": .oneForOne, "de": .oneForOne, "af": .oneForOne, "ha": .oneForOne, "ne": .oneForOne,
        "om": .oneForOne, "sw": .oneForOne, "ur": .oneForOne,
        "am": .oneForZeroAndOne, "bn": .oneForZeroAndOne, "hi": .oneForZeroAndOne,
        "es": .oneManyForMillions, "it": .oneManyForMillions,
        "fr": .oneForZeroAndOneManyForMillions, "pt": .oneForZeroAndOneManyForMillions,
        "ru": .eastSlavic, "uk": .eastSlavic,
        "ar": .arabic,
        "lv": .latvian,
        "ro": .romanian,
    ]

    private static func family(of languageCode: String) -> Family {
        families[languageCode.baseLanguageCode] ?? .otherOnly
    }

    /// `i != 0 and i % 1000000 = 0`: the CLDR "many" of Spanish, French, Portuguese and Italian.
    private static func isWholeMillions(_ n: UInt) -> Bool {
        n != 0 && n % 1_000_000 == 0
    }

    private static func eastSlavicCategory(_ n: UInt) -> PluralCategory {
        let mod10 = n % 10
        let mod100 = n % 100
        if mod10 == 1 && mod100 != 11 { return .one }
        if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
        return .many
    }

    private static func arabicCategory(_ n: UInt) -> PluralCategory {
        let mod100 = n % 100
        switch n {
        case 0: return .zero
        case 1: return .one
        case 2: return .two
        default:
            if (3...10).contains(mod100) { return .few }
            if (11...99).contains(mod100) { return .many }
            return .other
        }
    }

    /// `zero: n % 10 = 0 or n % 100 = 11..19`; `one: n % 10 = 1 and n % 100 != 11`.
    private static func latvianCategory(_ n: UInt) -> PluralCategory {
        let mod10 = n % 10
        let mod100 = n % 100
        if mod10 == 0 || (11...19).contains(mod100) { return .zero }
        if mod10 == 1 { return .one }
        return .other
    }

    /// `one: i = 1 and v = 0`; `few: n = 0 or n != 1 and n % 100 = 1..19` (so 101 is few).
    private static func romanianCategory(_ n: UInt) -> PluralCategory {
        if n == 1 { return .one }
        if n == 0 || (1...19).contains(n % 100) { return .few }
        return .other
    }
}
