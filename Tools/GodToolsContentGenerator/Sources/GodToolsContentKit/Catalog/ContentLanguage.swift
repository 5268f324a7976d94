/// A language of the content set, with the words its generated texts are made of.
struct ContentLanguage {
    /// The id the API gives it (not in name order, as on the real server).
    let id: String
    /// BCP 47 code.
    let code: String
    /// English name.
    let name: String
    let isRightToLeft: Bool
    /// Whether clients must show `name` rather than a localized name.
    let forceLanguageName: Bool
    /// Chance in 100 that a tool / a lesson has a translation in it.
    let toolCoverage: Int
    let lessonCoverage: Int
    /// God, love, life, hope, faith, prayer, truth, grace, peace, joy.
    let nouns: [String]
    /// How two nouns make a name: `{a}` and `{b}`.
    let pairTemplate: String
    /// Two sentences for paragraphs and about texts.
    let sentences: [String]

    /// Two nouns joined the way this language joins them.
    func pairName(_ first: Int, _ second: Int) -> String {
        pairTemplate
            .replacingOccurrences(of: "{a}", with: nouns[first % nouns.count])
            .replacingOccurrences(of: "{b}", with: nouns[second % nouns.count])
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
