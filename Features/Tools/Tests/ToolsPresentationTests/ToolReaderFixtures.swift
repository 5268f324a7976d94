import ToolsDomain

/// Tools built in the tests, one per reading shape.
enum ToolReaderFixtures {
    static let english = ToolLanguageDomainModel(id: "1", code: "en", name: "English", nativeName: "English")

    static func button(_ text: String, _ events: String...) -> ToolPageBlockDomainModel {
        .button(ToolClickableDomainModel(text: text, events: events))
    }

    /// A tract page: a hero, two cards shown in order, a hidden card shown by a button and
    /// closed by its own, a modal opened by a link, a URL button and a call to action to page "two".
    static let tractPageOne = ToolTractPageDomainModel(
        heroHeading: "Hero", hero: [.paragraph("Hero text.")],
        cards: [
            ToolCardDomainModel(
                label: "First",
                content: [
                    .link(ToolClickableDomainModel(text: "Why?", events: ["why"])), button("More", "more"),
                    .button(ToolClickableDomainModel(text: "Site", url: "https://example.org")),
                ]),
            ToolCardDomainModel(
                label: "Hidden", content: [button("Less", "less")], isHidden: true, listeners: ["more"],
                dismissListeners: ["less"]),
            ToolCardDomainModel(label: "Second", content: [button("Nowhere", "nothing-listens")]),
        ],
        modals: [
            ToolModalDomainModel(
                title: "Why", content: [.paragraph("Because."), button("OK", "why-done")], listeners: ["why"],
                dismissListeners: ["why-done"])
        ],
        callToAction: ToolCallToActionDomainModel(text: "Go on", events: ["go-two"]))

    /// Two tract pages: the first as above, the second reached by the call to action's event.
    static let tract = ToolReaderDomainModel(
        toolId: "t", code: "t", kind: .tract,
        primary: ToolTranslationDomainModel(
            language: english, toolName: "Tract",
            pages: [
                ToolPageDomainModel(id: "one", layout: .tract(tractPageOne)),
                ToolPageDomainModel(
                    id: "two", listeners: ["go-two"],
                    layout: .tract(ToolTractPageDomainModel(heroHeading: "Two", hero: [], cards: []))),
            ]),
        parallel: nil)

    /// start → a → join, start → b → join.
    static let adventure = ToolReaderDomainModel(
        toolId: "c", code: "c", kind: .chooseYourOwnAdventure,
        primary: ToolTranslationDomainModel(
            language: english, toolName: "Adventure",
            pages: [
                ToolPageDomainModel(id: "start", blocks: [.paragraph("Start."), button("A", "go-a"), button("B", "go-b")]),
                ToolPageDomainModel(id: "a", listeners: ["go-a"], layout: .content([button("Join", "go-join")])),
                ToolPageDomainModel(id: "b", listeners: ["go-b"], layout: .content([button("Join", "go-join")])),
                ToolPageDomainModel(id: "join", listeners: ["go-join"], layout: .content([.paragraph("Joined.")])),
            ]),
        parallel: nil)

    /// Two categories; article 3 is in both.
    static let articles = ToolReaderDomainModel(
        toolId: "r", code: "r", kind: .articles,
        primary: ToolTranslationDomainModel(
            language: english, toolName: "Articles",
            pages: [
                ToolPageDomainModel(id: "1", articleTags: ["x"], layout: .content([.heading("One")])),
                ToolPageDomainModel(id: "2", articleTags: ["y"], layout: .content([.heading("Two")])),
                ToolPageDomainModel(
                    id: "3", articleTags: ["x", "y"], layout: .content([.heading("Three"), .listItem("Item")])),
            ],
            categories: [
                ToolArticleCategoryDomainModel(id: "cx", label: "X", tags: ["x"]),
                ToolArticleCategoryDomainModel(id: "cy", label: "Y", tags: ["y"]),
            ]),
        parallel: nil)

    /// A tract page whose hero refers to an "ask" tip of two pages, and whose call to action names a "prepare" tip.
    static let tippedTract = ToolReaderDomainModel(
        toolId: "tt", code: "tt", kind: .tract,
        primary: ToolTranslationDomainModel(
            language: english, toolName: "Tipped",
            pages: [
                ToolPageDomainModel(
                    id: "one",
                    layout: .tract(
                        ToolTractPageDomainModel(
                            heroHeading: "Hero", hero: [.paragraph("Hero text."), .tip(id: "ask"), .tip(id: "not-listed")],
                            callToAction: ToolCallToActionDomainModel(text: "Go on", tipId: "prepare"))))
            ],
            tips: [
                ToolTipDomainModel(id: "ask", type: "ask", pages: [[.paragraph("Ask one.")], [.paragraph("Ask two.")]]),
                ToolTipDomainModel(id: "prepare", type: "prepare", pages: [[.paragraph("Prepare.")]]),
            ]),
        parallel: nil)
}
