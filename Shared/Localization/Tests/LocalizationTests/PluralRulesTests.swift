import Localization
import Testing

@Suite("Given the Russian plural rules")
struct RussianPluralRulesTests {
    @Test("When a count ends in 1 but not in 11 Then its category is one", arguments: [1, 21, 101, 1_001])
    func endsInOne(count: Int) {
        #expect(PluralRules.category(for: count, languageCode: "ru") == .one)
    }

    @Test("When a count ends in 2 to 4 but not in 12 to 14 Then its category is few", arguments: [2, 3, 4, 22, 24, 102])
    func endsInTwoToFour(count: Int) {
        #expect(PluralRules.category(for: count, languageCode: "ru") == .few)
    }

    @Test(
        "When a count ends in 0, 5 to 9 or 11 to 14 Then its category is many",
        arguments: [0, 5, 9, 11, 12, 14, 25, 100, 111, 112]
    )
    func otherEndings(count: Int) {
        #expect(PluralRules.category(for: count, languageCode: "ru") == .many)
    }
}

@Suite("Given the Arabic plural rules")
struct ArabicPluralRulesTests {
    @Test("When the count is 0, 1 or 2 Then each has its own category")
    func zeroOneTwo() {
        #expect(PluralRules.category(for: 0, languageCode: "ar") == .zero)
        #expect(PluralRules.category(for: 1, languageCode: "ar") == .one)
        #expect(PluralRules.category(for: 2, languageCode: "ar") == .two)
    }

    @Test("When a count ends in 03 to 10 Then its category is few", arguments: [3, 10, 103, 110])
    func few(count: Int) {
        #expect(PluralRules.category(for: count, languageCode: "ar") == .few)
    }

    @Test("When a count ends in 11 to 99 Then its category is many", arguments: [11, 99, 111, 1_011])
    func many(count: Int) {
        #expect(PluralRules.category(for: count, languageCode: "ar") == .many)
    }

    @Test("When a count ends in 00 to 02 above 2 Then its category is other", arguments: [100, 101, 102, 200])
    func other(count: Int) {
        #expect(PluralRules.category(for: count, languageCode: "ar") == .other)
    }
}

@Suite("Given the plural rules of the Western European app languages")
struct WesternPluralRulesTests {
    @Test("When English counts 0, 1 and 2 Then only 1 is one")
    func english() {
        #expect(PluralRules.category(for: 0, languageCode: "en") == .other)
        #expect(PluralRules.category(for: 1, languageCode: "en") == .one)
        #expect(PluralRules.category(for: 2, languageCode: "en") == .other)
    }

    @Test("When German counts 1 and 1,000,000 Then they are one and other")
    func german() {
        #expect(PluralRules.category(for: 1, languageCode: "de") == .one)
        #expect(PluralRules.category(for: 1_000_000, languageCode: "de") == .other)
    }

    @Test("When French counts 0 and 1 Then both are one, and 2 is other")
    func french() {
        #expect(PluralRules.category(for: 0, languageCode: "fr") == .one)
        #expect(PluralRules.category(for: 1, languageCode: "fr") == .one)
        #expect(PluralRules.category(for: 2, languageCode: "fr") == .other)
    }

    @Test("When Spanish counts whole millions Then the category is many", arguments: [1_000_000, 2_000_000])
    func spanishMillions(count: Int) {
        #expect(PluralRules.category(for: count, languageCode: "es") == .many)
    }

    @Test("When Spanish counts 0, 1, 2 and 1,000,001 Then they are other, one, other, other")
    func spanishSmall() {
        #expect(PluralRules.category(for: 0, languageCode: "es") == .other)
        #expect(PluralRules.category(for: 1, languageCode: "es") == .one)
        #expect(PluralRules.category(for: 2, languageCode: "es") == .other)
        #expect(PluralRules.category(for: 1_000_001, languageCode: "es") == .other)
    }

    @Test("When Portuguese counts 0, 1 and a million Then they are one, one and many")
    func portuguese() {
        #expect(PluralRules.category(for: 0, languageCode: "pt") == .one)
        #expect(PluralRules.category(for: 1, languageCode: "pt") == .one)
        #expect(PluralRules.category(for: 1_000_000, languageCode: "pt") == .many)
    }
}

@Suite("Given a language without plural distinctions")
struct ChinesePluralRulesTests {
    @Test("When Chinese counts anything Then the category is always other", arguments: [0, 1, 2, 5, 21, 1_000_000])
    func chinese(count: Int) {
        #expect(PluralRules.category(for: count, languageCode: "zh-Hans") == .other)
    }

    @Test("When the language has no rule of its own Then the category is other", arguments: [0, 1, 2])
    func unknownLanguage(count: Int) {
        #expect(PluralRules.category(for: count, languageCode: "tlh") == .other)
    }
}

@Suite("Given a language code with a region or in another case")
struct PluralRulesCodeTests {
    @Test("When the code has a region Then the base language's rule applies")
    func regionalCode() {
        #expect(PluralRules.category(for: 22, languageCode: "ru-RU") == .few)
        #expect(PluralRules.category(for: 0, languageCode: "pt_BR") == .one)
        #expect(PluralRules.categories(forLanguageCode: "ar-EG") == [.zero, .one, .two, .few, .many, .other])
    }

    @Test("When the code is upper case Then the rule is still found")
    func upperCase() {
        #expect(PluralRules.category(for: 21, languageCode: "RU") == .one)
    }

    @Test("When the count is negative Then its magnitude decides")
    func negativeCount() {
        #expect(PluralRules.category(for: -1, languageCode: "en") == .one)
        #expect(PluralRules.category(for: -22, languageCode: "ru") == .few)
    }
}

@Suite("Given the categories each language distinguishes")
struct PluralCategoriesTests {
    @Test("When asked per language Then the CLDR sets for whole numbers come back")
    func categorySets() {
        #expect(PluralRules.categories(forLanguageCode: "en") == [.one, .other])
        #expect(PluralRules.categories(forLanguageCode: "de") == [.one, .other])
        #expect(PluralRules.categories(forLanguageCode: "es") == [.one, .many, .other])
        #expect(PluralRules.categories(forLanguageCode: "fr") == [.one, .many, .other])
        #expect(PluralRules.categories(forLanguageCode: "pt") == [.one, .many, .other])
        #expect(PluralRules.categories(forLanguageCode: "ru") == [.one, .few, .many, .other])
        #expect(PluralRules.categories(forLanguageCode: "ar") == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.categories(forLanguageCode: "zh-Hans") == [.other])
    }

    @Test(
        "When every count up to 2,000 and a few millions is categorized Then the categories used are the ones listed",
        arguments: GodToolsLanguageCodes.all
    )
    func categoriesCoverEveryCount(code: String) {
        let listed = PluralRules.categories(forLanguageCode: code)
        let counts = Array(0...2_000) + [1_000_000, 2_000_000, 1_000_001]
        let used = Set(counts.map { PluralRules.category(for: $0, languageCode: code) })
        #expect(used.isSubset(of: listed))
        #expect(listed.subtracting([.other]).isSubset(of: used))
        #expect(listed.contains(.other))
    }
}
