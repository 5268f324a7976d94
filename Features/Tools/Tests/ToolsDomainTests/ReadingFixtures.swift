import ToolsDomain

/// Translations built for the reading rules' tests, one per reading shape.
enum ReadingFixtures {
    static let english = ToolLanguageDomainModel(id: "1", code: "en", name: "English", nativeName: "English")

    static func button(_ text: String, _ events: String...) -> ToolPageBlockDomainModel {
        .button(ToolClickableDomainModel(text: text, events: events))
    }

    /// Cards 0 "First", 1 "Hidden" (hidden), 2 "Second"; modal 0 "Why"; a call to action.
    static let tractPage = ToolTractPageDomainModel(
        heroHeading: "Hero", hero: [.paragraph("Hero text."), .tip(id: "ask")],
        cards: [
            ToolCardDomainModel(label: "First", content: [button("More", "more")]),
            ToolCardDomainModel(label: "Hidden", content: [button("Less", "less")], isHidden: true, listeners: ["more"]),
            ToolCardDomainModel(label: "Second", content: [.paragraph("Second text."), .tip(id: "ask")]),
        ],
        modals: [ToolModalDomainModel(title: "Why", content: [.paragraph("Because.")], listeners: ["why"])],
        callToAction: ToolCallToActionDomainModel(text: "Go on", events: ["go-three"], tipId: "prepare"))

    /// Page 0 the tract page above; page 1 a content page; page 2 a tract page with no cards.
    static let tract = ToolTranslationDomainModel(
        language: english, toolName: "Tract",
        pages: [
            ToolPageDomainModel(id: "one", layout: .tract(tractPage)),
            ToolPageDomainModel(id: "two", blocks: [.paragraph("Two.")]),
            ToolPageDomainModel(
                id: "three", listeners: ["go-three"], layout: .tract(ToolTractPageDomainModel(heroHeading: "Three", hero: []))),
        ],
        tips: [
            ToolTipDomainModel(id: "ask", type: "ask", pages: [[.paragraph("Ask.")], [.paragraph("Listen.")]]),
            ToolTipDomainModel(id: "prepare", type: "prepare", pages: [[.paragraph("Prepare.")]]),
        ])

    /// start → a → join, start → b → join; "card-page" is a tract page among them.
    static let adventure = ToolTranslationDomainModel(
        language: english, toolName: "Adventure",
        pages: [
            ToolPageDomainModel(id: "start", blocks: [button("A", "go-a"), button("B", "go-b")]),
            ToolPageDomainModel(id: "a", listeners: ["go-a"], layout: .content([button("Join", "go-join")])),
            ToolPageDomainModel(id: "b", listeners: ["go-b"], layout: .content([button("Join", "go-join")])),
            ToolPageDomainModel(id: "join", listeners: ["go-join"], layout: .content([.paragraph("Joined.")])),
            ToolPageDomainModel(id: "card-page", layout: .tract(tractPage)),
        ])

    /// Categories X (tag x) and Y (tag y); article "3" is in both.
    static let articles = ToolTranslationDomainModel(
        language: english, toolName: "Articles",
        pages: [
            ToolPageDomainModel(id: "1", articleTags: ["x"], layout: .content([.heading("One")])),
            ToolPageDomainModel(id: "2", articleTags: ["y"], layout: .content([.heading("Two")])),
            ToolPageDomainModel(id: "3", articleTags: ["x", "y"], layout: .content([.heading("Three")])),
        ],
        categories: [
            ToolArticleCategoryDomainModel(id: "cx", label: "X", tags: ["x"]),
            ToolArticleCategoryDomainModel(id: "cy", label: "Y", tags: ["y"]),
        ])
}
