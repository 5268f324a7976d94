/// What a generated page is made of: its translation's words, where it stands in the
/// tool, and the tool's events and tips. Every choice is made from the page's position,
/// never drawn, so the content's random draws stay the same whatever the pages hold.
struct PageWords {
    let tool: String
    let language: ContentLanguage
    /// Offsets into the nouns for this tool (its name's two nouns).
    let first: Int
    let second: Int
    /// 0-based.
    let index: Int
    let count: Int
    /// The tips the tool's pages refer to; none when it has none.
    let tipIds: [String]

    func noun(_ offset: Int) -> String {
        language.nouns[(first + index + offset) % language.nouns.count]
    }

    func otherNoun(_ offset: Int) -> String {
        language.nouns[(second + index + offset) % language.nouns.count]
    }

    func sentence(_ offset: Int) -> String {
        language.sentences[(index + offset) % language.sentences.count]
    }

    var isFirst: Bool { index == 0 }
    var isLast: Bool { index == count - 1 }
}
