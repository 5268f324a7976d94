/// CLDR cardinal plural rules for whole numbers in the app languages.
///
/// The rules follow the CLDR plural rule data (operands `n`, `i`, `v`, `e` with
/// `v = 0` and `e = 0` for whole numbers). Languages without a rule of their own
/// fall back to `other` for every number.
public enum PluralRules {
    /// The category `count` falls in for `languageCode` (`ru`, `zh-Hans`, `pt-BR` …).
    public static func category(for count: Int, languageCode: String) -> PluralCategory {
        let n = count.magnitude
        switch baseLanguage(of: languageCode) {
        case "en", "de":
            return n == 1 ? .one : .other
        case "es", "it":
            if n == 1 { return .one }
            return isWholeMillions(n) ? .many : .other
        case "fr", "pt":
            if n == 0 || n == 1 { return .one }
            return isWholeMillions(n) ? .many : .other
        case "ru", "uk":
            return eastSlavicCategory(n)
        case "ar":
            return arabicCategory(n)
        default:
            return .other
        }
    }

    /// The categories a language distinguishes for whole numbers: what a plural
    /// entry in its string table must provide.
    public static func categories(forLanguageCode languageCode: String) -> Set<PluralCategory> {
        switch baseLanguage(of: languageCode) {
        case "en", "de": return [.one, .other]
        case "es", "it", "fr", "pt": return [.one, .many, .other]
        case "ru", "uk": return [.one, .few, .many, .other]
        case "ar": return [.zero, .one, .two, .few, .many, .other]
        default: return [.other]
        }
    }

    private static func baseLanguage(of code: String) -> String {
        let separators: Set<Character> = ["-", "_"]
        return String(code.prefix { !separators.contains($0) }).lowercased()
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
}
