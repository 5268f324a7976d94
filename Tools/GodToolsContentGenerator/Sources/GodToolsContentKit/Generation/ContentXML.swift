/// The manifest and page XML of a translation, in the API's namespaces.
enum ContentXML {
    static let manifestNamespace = "https://mobile-content-api.cru.org/xmlns/manifest"
    static let contentNamespace = "https://mobile-content-api.cru.org/xmlns/content"

    /// One page: a heading and paragraphs in the layout its resource type uses.
    static func page(type: String, heading: String, label: String, paragraphs: [String]) -> String {
        let texts = paragraphs.map { "<content:paragraph><content:text>\(escaped($0))</content:text></content:paragraph>" }
        switch type {
        case "lesson":
            return xmlHeader + """
                <page xmlns="https://mobile-content-api.cru.org/xmlns/lesson" xmlns:content="\(contentNamespace)">
                  <content>
                    <content:text>\(escaped(heading))</content:text>
                    \(texts.joined(separator: "\n    "))
                  </content>
                </page>

                """
        case "tract":
            return xmlHeader + """
                <page xmlns="https://mobile-content-api.cru.org/xmlns/tract" xmlns:content="\(contentNamespace)">
                  <hero>
                    <heading><content:text>\(escaped(heading))</content:text></heading>
                    \(texts[0])
                  </hero>
                  <cards>
                    <card>
                      <label><content:text>\(escaped(label))</content:text></label>
                      \(texts.dropFirst().joined(separator: "\n      "))
                    </card>
                  </cards>
                </page>

                """
        default:
            return xmlHeader + """
                <page xmlns="https://mobile-content-api.cru.org/xmlns/\(type)" xmlns:content="\(contentNamespace)">
                  <header><content:text>\(escaped(heading))</content:text></header>
                  <content>
                    \(texts.joined(separator: "\n    "))
                  </content>
                </page>

                """
        }
    }

    /// A page entry of a manifest.
    struct PageEntry {
        let filename: String
        let source: String
        let size: Int
    }

    static func manifest(tool: String, locale: String, type: String, title: String, pages: [PageEntry]) -> String {
        let entries = pages.map { page in
            let hash = page.source.split(separator: ".").first.map(String.init) ?? page.source
            return
                #"<page filename="\#(escaped(page.filename))" src="\#(page.source)" checksum-sha256="\#(hash)" size="\#(page.size)"/>"#
        }
        return xmlHeader + """
            <manifest xmlns="\(manifestNamespace)" xmlns:content="\(contentNamespace)" tool="\(escaped(tool))" locale="\(escaped(locale))" type="\(type)">
              <title><content:text i18n-id="name">\(escaped(title))</content:text></title>
              <pages>
                \(entries.joined(separator: "\n    "))
              </pages>
            </manifest>

            """
    }

    private static let xmlHeader = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"

    static func escaped(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            default: output.append(character)
            }
        }
        return output
    }
}
