/// The manifest and page XML of a translation, in the API's namespaces.
enum ContentXML {
    static let manifestNamespace = "https://mobile-content-api.cru.org/xmlns/manifest"
    static let contentNamespace = "https://mobile-content-api.cru.org/xmlns/content"

    static let trainingNamespace = "https://mobile-content-api.cru.org/xmlns/training"
    static let articleNamespace = "https://mobile-content-api.cru.org/xmlns/article"

    /// A lesson page: a heading and paragraphs.
    static func lessonPage(heading: String, paragraphs: [String]) -> String {
        let texts = paragraphs.map { "<content:paragraph><content:text>\(escaped($0))</content:text></content:paragraph>" }
        return xmlHeader + """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/lesson" xmlns:content="\(contentNamespace)">
              <content>
                <content:text>\(escaped(heading))</content:text>
                \(texts.joined(separator: "\n    "))
              </content>
            </page>

            """
    }

    /// A page entry of a manifest.
    struct PageEntry {
        let filename: String
        let source: String
        let size: Int
    }

    /// A tip entry of a manifest: its id and file.
    struct TipEntry {
        let id: String
        let source: String
    }

    static func manifest(
        tool: String, locale: String, type: String, title: String, pages: [PageEntry], tips: [TipEntry] = [],
        categories: String? = nil
    ) -> String {
        let entries = pages.map { page in
            let hash = page.source.split(separator: ".").first.map(String.init) ?? page.source
            return
                #"<page filename="\#(escaped(page.filename))" src="\#(page.source)" checksum-sha256="\#(hash)" size="\#(page.size)"/>"#
        }
        let tipEntries = tips.map { #"<tip id="\#($0.id)" src="\#($0.source)"/>"# }
        let tipsXML = tips.isEmpty ? "" : "\n  <tips>\n    " + tipEntries.joined(separator: "\n    ") + "\n  </tips>"
        let categoriesXML = categories.map { "\n  " + $0 } ?? ""
        let articleNamespace = categories == nil ? "" : #" xmlns:article="\#(Self.articleNamespace)""#
        return xmlHeader + """
            <manifest xmlns="\(manifestNamespace)" xmlns:content="\(contentNamespace)"\(articleNamespace) tool="\(escaped(tool))" locale="\(escaped(locale))" type="\(type)">
              <title><content:text i18n-id="name">\(escaped(title))</content:text></title>\(categoriesXML)
              <pages>
                \(entries.joined(separator: "\n    "))
              </pages>\(tipsXML)
            </manifest>

            """
    }

    static let xmlHeader = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"

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
