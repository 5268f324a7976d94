/// The pages of a choose-your-own-adventure tool: a start page with two choices, two
/// branches (one a page long, one two pages long) that join again on a shared page,
/// and an end. Each page after the start names its `cyoa:parent`; choices are buttons
/// whose event is the listener of the page they lead to.
enum AdventurePageXML {
    /// The pages: id, parent, and the pages its choices lead to (each choice labelled with that page's heading).
    struct Blueprint {
        let id: String
        let parent: String?
        let choices: [String]
    }

    static let pages: [Blueprint] = [
        Blueprint(id: "start", parent: nil, choices: ["a", "b"]),
        Blueprint(id: "a", parent: "start", choices: ["join"]),
        Blueprint(id: "b", parent: "start", choices: ["b-more"]),
        Blueprint(id: "b-more", parent: "b", choices: ["join"]),
        Blueprint(id: "join", parent: "start", choices: ["end", "start"]),
        Blueprint(id: "end", parent: "join", choices: []),
    ]

    static func page(_ words: PageWords, blueprint: Blueprint) -> String {
        let e = ContentXML.escaped
        let parent = blueprint.parent.map { #" cyoa:parent="\#($0)""# } ?? ""
        let tip =
            words.isFirst
            ? words.tipIds.first.map { #"<content:paragraph><training:tip id="\#($0)"/></content:paragraph>"# } : nil
        let choices = blueprint.choices.map { target in
            let index = pages.firstIndex { $0.id == target } ?? 0
            let label = words.language.nouns[(words.first + index) % words.language.nouns.count]
            return
                #"<content:button type="event" events="go-\#(target)"><content:text>\#(e(label)) →</content:text></content:button>"#
        }
        return ContentXML.xmlHeader + """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/page" xmlns:content="\(ContentXML.contentNamespace)" xmlns:training="\(ContentXML.trainingNamespace)" xmlns:cyoa="https://mobile-content-api.cru.org/xmlns/cyoa" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="content" id="\(blueprint.id)" listeners="go-\(blueprint.id)"\(parent)>
              <content>
                <header><content:text>\(e(words.noun(0)))</content:text></header>
                <content:paragraph><content:text>\(e(words.sentence(0)))</content:text></content:paragraph>
                <content:image resource="scene-\(blueprint.id).png"/>
                \(tip ?? "")
                \(choices.joined(separator: "\n    "))
              </content>
            </page>

            """
    }
}
