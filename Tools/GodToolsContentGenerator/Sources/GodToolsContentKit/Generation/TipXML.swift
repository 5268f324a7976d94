/// Training tips: each tool with tips has an `ask` and a `prepare` tip of two pages,
/// referred to from its pages by `training:tip`.
enum TipXML {
    static let types = ["ask", "prepare"]

    static func ids(tool: String) -> [String] {
        types.map { "\(tool)-\($0)" }
    }

    static func tip(type: String, language: ContentLanguage, first: Int) -> String {
        let e = ContentXML.escaped
        let pages = (0..<2).map { page in
            """
            <page>
                  <content:paragraph><content:text>\(e(language.nouns[(first + page) % language.nouns.count]))</content:text></content:paragraph>
                  <content:paragraph><content:text>\(e(language.sentences[page % language.sentences.count]))</content:text></content:paragraph>
                </page>
            """
        }
        return ContentXML.xmlHeader + """
            <tip xmlns="\(ContentXML.trainingNamespace)" xmlns:content="\(ContentXML.contentNamespace)" type="\(type)">
              <pages>
                \(pages.joined(separator: "\n    "))
              </pages>
            </tip>

            """
    }
}
