import Foundation
import Localization
import Testing

/// What this toolchain's locale data does for each language added for GodTools: a number,
/// an amount of euros, 3 March 1990 long and short, and names sorted. Every figure is the
/// language's own (its month names, its digits, its grouping: `12,34,567` in Hindi, Bengali
/// and Urdu), so none of them needs the related-locale fallback here.
@Suite("Given the locale data of the languages added for GodTools")
struct LocaleDataTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let code: String
        let number: String
        let euros: String
        let longDate: String
        let shortDate: String
        /// Names in a shuffled order, then as the language sorts them.
        let names: [String]
        let sortedNames: [String]
        var testDescription: String { code }
    }

    private static let nbsp = "\u{00A0}"

    static let cases: [Case] = [
        Case(
            code: "af", number: "1\(nbsp)234\(nbsp)567", euros: "€1\(nbsp)234,50", longDate: "03 Maart 1990",
            shortDate: "1990-03-03", names: ["Twee", "Ses", "Één", "agt"], sortedNames: ["agt", "Één", "Ses", "Twee"]),
        Case(
            code: "am", number: "1,234,567", euros: "€1,234.50", longDate: "3 ማርች 1990", shortDate: "03/03/1990",
            names: ["ሰላም", "ለምለም", "ሀገር", "በረከት"], sortedNames: ["ሀገር", "ለምለም", "ሰላም", "በረከት"]),
        Case(
            code: "bn", number: "12,34,567", euros: "1,234.50€", longDate: "3 মার্চ, 1990", shortDate: "3/3/90",
            names: ["খাতা", "অমর", "কলম", "আম"], sortedNames: ["অমর", "আম", "কলম", "খাতা"]),
        Case(
            code: "ha", number: "1,234,567", euros: "€\(nbsp)1,234.50", longDate: "3 Maris, 1990", shortDate: "3/3/90",
            names: ["ƙasa", "kz", "ɗaki", "dz", "ɓata", "bz"], sortedNames: ["bz", "ɓata", "dz", "ɗaki", "kz", "ƙasa"]),
        Case(
            code: "hi", number: "12,34,567", euros: "€1,234.50", longDate: "3 मार्च 1990", shortDate: "3/3/90",
            names: ["खाना", "अमर", "कमल", "आम"], sortedNames: ["अमर", "आम", "कमल", "खाना"]),
        Case(
            code: "id", number: "1.234.567", euros: "€1.234,50", longDate: "3 Maret 1990", shortDate: "03/03/90",
            names: ["Wati", "Éko", "budi", "Agus"], sortedNames: ["Agus", "budi", "Éko", "Wati"]),
        Case(
            code: "ja", number: "1,234,567", euros: "€1,234.50", longDate: "1990年3月3日", shortDate: "1990/03/03",
            names: ["わたし", "かさ", "アイ", "あお"], sortedNames: ["アイ", "あお", "かさ", "わたし"]),
        Case(
            code: "ko", number: "1,234,567", euros: "€1,234.50", longDate: "1990년 3월 3일", shortDate: "1990. 3. 3.",
            names: ["하늘", "다리", "나무", "가방"], sortedNames: ["가방", "나무", "다리", "하늘"]),
        Case(
            code: "lv", number: "1\(nbsp)234\(nbsp)567", euros: "1234,50\(nbsp)€", longDate: "1990. gada 3. marts",
            shortDate: "03.03.90", names: ["čaula", "cukurs", "ābols", "bumba"],
            sortedNames: ["ābols", "bumba", "cukurs", "čaula"]),
        Case(
            code: "ne", number: "१२,३४,५६७", euros: "€\(nbsp)१,२३४.५०", longDate: "१९९० मार्च ३", shortDate: "९०/३/३",
            names: ["खाना", "अमर", "कमल", "आमा"], sortedNames: ["अमर", "आमा", "कमल", "खाना"]),
        Case(
            code: "om", number: "1,234,567", euros: "€1,234.50", longDate: "Bitootessa 3, 1990", shortDate: "3/3/90",
            names: ["dhaa", "chaa", "dz", "cz"], sortedNames: ["cz", "dz", "chaa", "dhaa"]),
        Case(
            code: "ro", number: "1.234.567", euros: "1.234,50\(nbsp)EUR", longDate: "3 martie 1990",
            shortDate: "03.03.1990", names: ["ţară", "tz", "șarpe", "sz"], sortedNames: ["sz", "șarpe", "tz", "ţară"]),
        Case(
            code: "sw", number: "1,234,567", euros: "€\(nbsp)1,234.50", longDate: "3 Machi 1990", shortDate: "03/03/1990",
            names: ["Zuhura", "juma", "baraka", "Amani"], sortedNames: ["Amani", "baraka", "juma", "Zuhura"]),
        Case(
            code: "ur", number: "12,34,567", euros: "€1,234.50", longDate: "3 مارچ، 1990", shortDate: "3/3/90",
            names: ["ٹوپی", "تارا", "پانی", "بادل", "الف"], sortedNames: ["الف", "بادل", "پانی", "تارا", "ٹوپی"]),
        Case(
            code: "vi", number: "1.234.567", euros: "1.234,50\(nbsp)€", longDate: "ngày 3 tháng 3, 1990",
            shortDate: "3/3/90", names: ["ơi", "oz", "đá", "dz"], sortedNames: ["dz", "đá", "oz", "ơi"]),
        Case(
            code: "zh-Hant", number: "1,234,567", euros: "€1,234.50", longDate: "1990年3月3日", shortDate: "1990/3/3",
            names: ["王", "大", "人", "一"], sortedNames: ["一", "人", "大", "王"]),
    ]

    private let utc = TimeZone(identifier: "UTC") ?? .gmt
    /// 1990-03-03T00:00:00Z
    private let thirdOfMarch1990 = Date(timeIntervalSince1970: 636_422_400)

    @Test("When a language formats and sorts Then the toolchain's data for that language is used", arguments: cases)
    func formatsAndSorts(testCase: Case) {
        let language = AppLanguage(code: testCase.code, direction: .leftToRight)
        let formatters = AppFormatters(language: language, timeZone: utc)
        #expect(AppLanguageLocale.hasLocaleData(forCode: testCase.code))
        #expect(language.locale.identifier == testCase.code)
        #expect(formatters.number(1_234_567) == testCase.number)
        #expect(formatters.currency(Decimal(string: "1234.5") ?? 0, currencyCode: "EUR") == testCase.euros)
        #expect(formatters.longDate(thirdOfMarch1990) == testCase.longDate)
        #expect(formatters.shortDate(thirdOfMarch1990) == testCase.shortDate)
        let sorted = testCase.names.sorted {
            $0.compare($1, options: [.caseInsensitive], range: nil, locale: language.locale) == .orderedAscending
        }
        #expect(sorted == testCase.sortedNames)
    }

    @Test("When Latvian, Romanian, Vietnamese and Oromo sort Then their own letters follow the Latin ones they resemble")
    func tailoredCollations() {
        for code in ["lv", "ro", "vi", "om"] {
            let testCase = Self.cases.first { $0.code == code }
            let english = testCase?.names.sorted {
                $0.compare($1, options: [.caseInsensitive], range: nil, locale: Locale(identifier: "en")) == .orderedAscending
            }
            #expect(english != testCase?.sortedNames, "\(code) sorts as English does")
        }
    }

    @Test("When Traditional Chinese sorts Then it counts strokes, where Simplified Chinese follows pinyin")
    func chineseCollations() {
        let names = ["王", "大", "人", "一"]
        func sorted(_ code: String) -> [String] {
            let locale = AppLanguage(code: code, direction: .leftToRight).locale
            return names.sorted { $0.compare($1, options: [], range: nil, locale: locale) == .orderedAscending }
        }
        #expect(sorted("zh-Hant") == ["一", "人", "大", "王"])
        #expect(sorted("zh-Hans") == ["大", "人", "王", "一"])
    }
}

@Suite("Given a language the toolchain's locale data lacks")
struct LocaleDataFallbackTests {
    @Test("When Oromo or Hausa has no data Then English as written in Kenya or Nigeria formats for it")
    func relatedLocale() {
        #expect(AppLanguageLocale.locale(forCode: "om", availableLanguages: ["en"]).identifier == "en-KE")
        #expect(AppLanguageLocale.locale(forCode: "ha", availableLanguages: ["en"]).identifier == "en-NG")
    }

    @Test("When a language without a related locale has no data Then international English formats for it")
    func internationalEnglish() {
        #expect(AppLanguageLocale.locale(forCode: "tlh", availableLanguages: ["en"]).identifier == "en-001")
    }

    @Test("When the data is there Then the language's own locale is used, its script and region kept")
    func ownLocale() {
        #expect(AppLanguageLocale.locale(forCode: "zh-Hant", availableLanguages: ["zh"]).identifier == "zh-Hant")
        #expect(AppLanguageLocale.locale(forCode: "om", availableLanguages: ["om"]).identifier == "om")
    }

    @Test(
        "When a related locale is chosen Then this toolchain has data for its region, so dates never fall to the root's",
        arguments: Array(Set(AppLanguageLocale.relatedLocales.values).union(["en-001"])).sorted()
    )
    func relatedLocalesHaveData(identifier: String) {
        let posix = identifier.replacingOccurrences(of: "-", with: "_")
        #expect(Locale.availableIdentifiers.contains(posix))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: identifier)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .long
        #expect(formatter.string(from: Date(timeIntervalSince1970: 636_422_400)).contains("March"))
    }

    @Test("When every GodTools language is checked Then this toolchain has locale data of its own for each")
    func everyLanguageHasData() {
        let lacking = GodToolsLanguageCodes.all.filter { !AppLanguageLocale.hasLocaleData(forCode: $0) }
        #expect(lacking.isEmpty, "no locale data for \(lacking)")
    }
}
