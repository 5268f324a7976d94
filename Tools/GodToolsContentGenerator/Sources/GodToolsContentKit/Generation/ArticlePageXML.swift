/// The articles of an article tool and its categories. GodTools fetches article bodies
/// from the web (`article:aem-import`); here each article is a content page carrying the
/// `article:aem-tag`s of its categories, a title, paragraphs and a list.
enum ArticlePageXML {
    static let categoryCount = 3

    /// The tag of the category numbered `number` (1-based) of `tool`.
    static func tag(tool: String, category number: Int) -> String {
        "\(tool):topic-\(number)"
    }

    /// Article `index` belongs to category `index % 3 + 1`; the first article also to the last category.
    static func categories(ofArticle index: Int) -> [Int] {
        index == 0 ? [1, categoryCount] : [index % categoryCount + 1]
    }

    static func page(_ words: PageWords) -> String {
        let e = ContentXML.escaped
        let tags = categories(ofArticle: words.index).map {
            #"<article:aem-tag id="\#(tag(tool: words.tool, category: $0))"/>"#
        }
        let items = (0..<3).map { "<item><content:text>\(e(words.otherNoun($0)))</content:text></item>" }
        return ContentXML.xmlHeader + """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/page" xmlns:content="\(ContentXML.contentNamespace)" xmlns:article="\(ContentXML.articleNamespace)" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="content" id="article-\(words.index + 1)">
              \(tags.joined(separator: "\n  "))
              <content>
                <header><content:text>\(e(words.noun(0) + " · " + words.otherNoun(0)))</content:text></header>
                <content:paragraph><content:text>\(e(words.sentence(0)))</content:text></content:paragraph>
                <header><content:text>\(e(words.noun(1)))</content:text></header>
                <content:paragraph><content:text>\(e(words.sentence(1)))</content:text></content:paragraph>
                <list>
                  \(items.joined(separator: "\n      "))
                </list>
              </content>
            </page>

            """
    }

    /// The manifest's `<categories>`: each labelled with a noun, holding its tag.
    static func categoriesXML(tool: String, language: ContentLanguage, first: Int) -> String {
        let e = ContentXML.escaped
        let categories = (1...categoryCount).map { number in
            let label = language.nouns[(first + number * 3) % language.nouns.count]
            return """
                <category id="topic-\(number)" banner="topic-\(number).jpg">
                      <label><content:text>\(e(label))</content:text></label>
                      <article:aem-tag id="\(tag(tool: tool, category: number))"/>
                    </category>
                """
        }
        return "<categories>\n    " + categories.joined(separator: "\n    ") + "\n  </categories>"
    }
}
