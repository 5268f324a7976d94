import Localization
import Testing

/// Each language's categories checked at the counts where a rule could change its answer:
/// 0, 1, 2, the teens, the tens, 101 and 111, and a million.
@Suite("Given the plural rules of the languages added for GodTools")
struct PluralRulesBoundaryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let code: String
        let expected: [Int: PluralCategory]
        var testDescription: String { code }
    }

    private static let boundaries = [0, 1, 2, 3, 9, 10, 11, 12, 19, 20, 21, 22, 100, 101, 102, 111, 119, 120, 1_000_000]

    /// `one` for 1 alone, `other` for every other count.
    private static func oneForOne(_ code: String) -> Case {
        Case(code: code, expected: Dictionary(uniqueKeysWithValues: boundaries.map { ($0, $0 == 1 ? .one : .other) }))
    }

    /// `one` for 0 and 1 (`i = 0 or n = 1`), `other` for the rest.
    private static func oneForZeroAndOne(_ code: String) -> Case {
        Case(code: code, expected: Dictionary(uniqueKeysWithValues: boundaries.map { ($0, $0 <= 1 ? .one : .other) }))
    }

    private static func otherOnly(_ code: String) -> Case {
        Case(code: code, expected: Dictionary(uniqueKeysWithValues: boundaries.map { ($0, .other) }))
    }

    static let cases: [Case] =
        ["af", "ha", "ne", "om", "sw", "ur"].map(oneForOne)
        + ["am", "bn", "hi"].map(oneForZeroAndOne)
        + ["id", "ja", "ko", "vi", "zh-Hant"].map(otherOnly)
        + [
            Case(
                code: "lv",
                expected: [
                    0: .zero, 1: .one, 2: .other, 3: .other, 9: .other, 10: .zero, 11: .zero, 12: .zero,
                    19: .zero, 20: .zero, 21: .one, 22: .other, 100: .zero, 101: .one, 102: .other,
                    111: .zero, 119: .zero, 120: .zero, 1_000_000: .zero,
                ]),
            Case(
                code: "ro",
                expected: [
                    0: .few, 1: .one, 2: .few, 3: .few, 9: .few, 10: .few, 11: .few, 12: .few, 19: .few,
                    20: .other, 21: .other, 22: .other, 100: .other, 101: .few, 102: .few, 111: .few,
                    119: .few, 120: .other, 1_000_000: .other,
                ]),
        ]

    @Test("When each boundary count is categorized Then the CLDR category for whole numbers comes back", arguments: cases)
    func boundaries(testCase: Case) {
        for (count, category) in testCase.expected.sorted(by: { $0.key < $1.key }) {
            #expect(
                PluralRules.category(for: count, languageCode: testCase.code) == category,
                "\(testCase.code) \(count)")
        }
    }

    @Test("When the categories a language distinguishes are read Then they are the CLDR set for whole numbers")
    func categorySets() {
        for code in ["af", "ha", "ne", "om", "sw", "ur", "am", "bn", "hi"] {
            #expect(PluralRules.categories(forLanguageCode: code) == [.one, .other], "\(code)")
        }
        for code in ["id", "ja", "ko", "vi", "zh-Hant"] {
            #expect(PluralRules.categories(forLanguageCode: code) == [.other], "\(code)")
        }
        #expect(PluralRules.categories(forLanguageCode: "lv") == [.zero, .one, .other])
        #expect(PluralRules.categories(forLanguageCode: "ro") == [.one, .few, .other])
    }

    @Test("When Latvian counts past 1,000 Then the last two digits still decide")
    func latvianLargeCounts() {
        #expect(PluralRules.category(for: 1_001, languageCode: "lv") == .one)
        #expect(PluralRules.category(for: 1_011, languageCode: "lv") == .zero)
        #expect(PluralRules.category(for: 1_031, languageCode: "lv") == .one)
        #expect(PluralRules.category(for: 1_032, languageCode: "lv") == .other)
    }

    @Test("When Romanian counts 1,001 to 1,020 Then 1,001 to 1,019 are few and 1,020 is other")
    func romanianThousands() {
        #expect(PluralRules.category(for: 1_001, languageCode: "ro") == .few)
        #expect(PluralRules.category(for: 1_019, languageCode: "ro") == .few)
        #expect(PluralRules.category(for: 1_020, languageCode: "ro") == .other)
    }

    @Test("When a negative count is categorized Then its magnitude decides in the new languages too")
    func negativeCounts() {
        #expect(PluralRules.category(for: -1, languageCode: "hi") == .one)
        #expect(PluralRules.category(for: -21, languageCode: "lv") == .one)
        #expect(PluralRules.category(for: -101, languageCode: "ro") == .few)
    }
}
