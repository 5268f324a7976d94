import Testing
import ToolsData

/// Pages written from the content format's published facts (the tract, page, content,
/// training and cyoa namespaces), including elements the app does not render.
@Suite("Page decoder")
struct ToolPageDecoderTests {
    private func decode(_ xml: String) -> ToolPageDataModel {
        ToolPageDecoder().decode(Array(xml.utf8))
    }

    private static let tractPage = """
        <?xml version="1.0" encoding="UTF-8"?>
        <page xmlns="https://mobile-content-api.cru.org/xmlns/tract"
              xmlns:content="https://mobile-content-api.cru.org/xmlns/content"
              xmlns:training="https://mobile-content-api.cru.org/xmlns/training"
              xmlns:analytics="https://mobile-content-api.cru.org/xmlns/analytics"
              id="gospel" listeners="go-gospel" background-image="bkg.jpg" content:card-background-color="rgba(0,255,0,1)">
          <header><number><content:text>1</content:text></number><title><content:text>Header title</content:text></title></header>
          <hero>
            <heading><content:text text-scale="1.2">God loves you</content:text></heading>
            <analytics:events><analytics:event action="hero" system="firebase"/></analytics:events>
            <content:paragraph><content:image resource="hero.png"/></content:paragraph>
            <content:paragraph><content:text>He made you.</content:text><content:text>John 3:16</content:text></content:paragraph>
            <content:paragraph><training:tip id="hero-tip"/></content:paragraph>
          </hero>
          <cards>
            <card background-color="rgba(0,0,0,1)">
              <label><content:text>Love</content:text></label>
              <content:paragraph>
                <content:text>Think about it.</content:text>
                <content:link events="open-why"><content:text>Why?</content:text></content:link>
              </content:paragraph>
              <content:button type="event" events="show-more followup:send" url="https://ignored.example"><content:text>More</content:text></content:button>
              <content:button type="url" url="https://example.org/read"><content:text>Read online</content:text></content:button>
              <content:button type="event"><content:text>Does nothing</content:text></content:button>
              <content:video provider="youtube" video-id="x"/>
              <content:spacer height="10"/>
              <content:form><content:input name="email" type="email"/><content:text>Stay in touch</content:text></content:form>
              <content:fallback><content:animation resource="a.json"/><content:text>Fallback text</content:text><content:text>Not this</content:text></content:fallback>
            </card>
            <card hidden="true" listeners="show-more" dismiss-listeners="close-more">
              <label><content:text>More</content:text></label>
              <content:paragraph><content:text>A hidden card.</content:text></content:paragraph>
            </card>
            <card><label><content:text>Last</content:text></label><future-element><content:text>Unknown</content:text></future-element></card>
          </cards>
          <modals>
            <modal listeners="open-why" dismiss-listeners="close-why">
              <title><content:text>Why</content:text></title>
              <content:paragraph><content:text>Because.</content:text></content:paragraph>
              <content:button type="event" events="close-why"><content:text>Close</content:text></content:button>
            </modal>
          </modals>
          <call-to-action events="next-page" training:tip="cta-tip"><content:text>Swipe to continue</content:text></call-to-action>
        </page>
        """

    @Test(
        "Given a tract page When decoded Then its id, listeners, hero heading and hero content are read, the image and analytics left out"
    )
    func tractHero() throws {
        let page = decode(Self.tractPage)
        #expect(page.id == "gospel")
        #expect(page.listeners == ["go-gospel"])
        guard case .tract(let tract) = page.layout else {
            Issue.record("not a tract page: \(page.layout)")
            return
        }
        #expect(tract.hero?.heading == "God loves you")
        #expect(tract.hero?.content == [.paragraph("He made you. John 3:16"), .tip(id: "hero-tip")])
    }

    @Test(
        "Given a tract page When decoded Then cards keep their labels, hidden state and listeners, buttons and links their events or URL"
    )
    func tractCards() throws {
        guard case .tract(let tract) = decode(Self.tractPage).layout else {
            Issue.record("not a tract page")
            return
        }
        #expect(tract.cards.map(\.label) == ["Love", "More", "Last"])
        #expect(tract.cards.map(\.isHidden) == [false, true, false])
        #expect(tract.cards[1].listeners == ["show-more"])
        #expect(tract.cards[1].dismissListeners == ["close-more"])
        #expect(
            tract.cards[0].content == [
                .paragraph("Think about it."),
                .link(ToolClickableDataModel(text: "Why?", events: ["open-why"])),
                .button(ToolClickableDataModel(text: "More", events: ["show-more", "followup:send"])),
                .button(ToolClickableDataModel(text: "Read online", url: "https://example.org/read")),
                .paragraph("Stay in touch"),
                .paragraph("Fallback text"),
            ])
        #expect(tract.cards[2].content.isEmpty)
    }

    @Test("Given a tract page When decoded Then its modal and call to action are read with their events and tip")
    func tractModalAndCallToAction() throws {
        guard case .tract(let tract) = decode(Self.tractPage).layout else {
            Issue.record("not a tract page")
            return
        }
        #expect(
            tract.modals == [
                ToolModalDataModel(
                    title: "Why",
                    content: [.paragraph("Because."), .button(ToolClickableDataModel(text: "Close", events: ["close-why"]))],
                    listeners: ["open-why"], dismissListeners: ["close-why"])
            ])
        #expect(
            tract.callToAction == ToolCallToActionDataModel(text: "Swipe to continue", events: ["next-page"], tipId: "cta-tip"))
    }

    @Test("Given a tract page with a header and no hero When decoded Then the header's title is the hero heading")
    func tractHeaderOnly() {
        let page = decode(
            """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/tract" xmlns:content="https://mobile-content-api.cru.org/xmlns/content">
              <header><title><content:text>Only a header</content:text></title></header>
              <call-to-action><content:text/></call-to-action>
            </page>
            """)
        #expect(
            page.layout
                == .tract(
                    ToolTractPageDataModel(
                        hero: ToolHeroDataModel(heading: "Only a header", content: []),
                        callToAction: ToolCallToActionDataModel(text: nil))))
    }

    @Test(
        "Given a choose-your-own-adventure content page When decoded Then its id, parent without parameters and choices are read")
    func cyoaPage() {
        let page = decode(
            """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/page"
                  xmlns:content="https://mobile-content-api.cru.org/xmlns/content"
                  xmlns:cyoa="https://mobile-content-api.cru.org/xmlns/cyoa"
                  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                  xsi:type="content" id="doubt" listeners="go-doubt" cyoa:parent="start?from=intro">
              <content>
                <content:spacer/>
                <content:paragraph><content:text>What holds you back?</content:text></content:paragraph>
                <content:button type="event" events="go-evidence"><content:text>The evidence</content:text></content:button>
                <content:button type="event" events="go-suffering"><content:text>Suffering</content:text></content:button>
              </content>
            </page>
            """)
        #expect(page.id == "doubt")
        #expect(page.listeners == ["go-doubt"])
        #expect(page.parentPageId == "start")
        #expect(
            page.layout
                == .content([
                    .paragraph("What holds you back?"),
                    .button(ToolClickableDataModel(text: "The evidence", events: ["go-evidence"])),
                    .button(ToolClickableDataModel(text: "Suffering", events: ["go-suffering"])),
                ]))
    }

    @Test("Given an article page with tags, headings and a list When decoded Then its tags and text in order are read")
    func articlePage() {
        let page = decode(
            """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/page" xmlns:content="https://mobile-content-api.cru.org/xmlns/content"
                  xmlns:article="https://mobile-content-api.cru.org/xmlns/article"
                  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="content" id="prayer-1">
              <article:aem-tag id="prayer"/><article:aem-tag id="basics"/>
              <content>
                <content:text>Title line</content:text>
                <header><content:text>How to pray</content:text></header>
                <content:paragraph><content:text>Start simply.</content:text></content:paragraph>
                <list><item><content:text>Thank</content:text></item><item><content:text>Ask</content:text></item></list>
              </content>
            </page>
            """)
        #expect(page.articleTags == ["prayer", "basics"])
        #expect(
            page.blocks == [
                .paragraph("Title line"), .heading("How to pray"), .paragraph("Start simply."), .listItem("Thank"),
                .listItem("Ask"),
            ])
    }

    @Test("Given a page that is not XML When decoded Then it reads as unreadable instead of failing")
    func malformed() {
        #expect(decode("<page><cards>").layout == .unreadable(.malformed))
    }

    @Test("Given a page of a type the app does not know When decoded Then it says which type")
    func unknownType() {
        let page = decode(
            """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/page" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="page-collection"><pages/></page>
            """)
        #expect(page.layout == .unreadable(.unknownType("page-collection")))
    }

    @Test("Given a lesson page When decoded Then its content is read as a content page")
    func lessonPage() {
        let page = decode(
            """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/lesson" xmlns:content="https://mobile-content-api.cru.org/xmlns/content">
              <content><content:text>Heading-like text</content:text>
                <content:paragraph><content:text>A paragraph.</content:text></content:paragraph></content>
            </page>
            """)
        #expect(page.blocks == [.paragraph("Heading-like text"), .paragraph("A paragraph.")])
    }

    @Test("Given a page without an id When identified by its file name Then it is known by that name; one with an id keeps it")
    func identified() {
        #expect(ToolPageDataModel(blocks: []).identified(by: "02_page.xml").id == "02_page.xml")
        #expect(ToolPageDataModel(id: "own", layout: .content([])).identified(by: "02_page.xml").id == "own")
    }
}

@Suite("Tip and manifest decoders")
struct ToolTipAndManifestDecoderTests {
    private let hash = String(repeating: "ab", count: 32)

    @Test("Given a training tip file When decoded Then its type and its pages' content are read")
    func tip() {
        let tip = ToolTipDecoder().decode(
            Array(
                """
                <tip xmlns="https://mobile-content-api.cru.org/xmlns/training" xmlns:content="https://mobile-content-api.cru.org/xmlns/content" type="ask">
                  <pages>
                    <page><content:paragraph><content:text>Ask a question.</content:text></content:paragraph></page>
                    <page><content:image resource="x.png"/><content:text>Then listen.</content:text></page>
                  </pages>
                </tip>
                """.utf8), id: "t1")
        #expect(
            tip
                == ToolTipDataModel(
                    id: "t1", type: "ask", pages: [[.paragraph("Ask a question.")], [.paragraph("Then listen.")]]))
    }

    @Test("Given a tip file with no type, or not a tip When decoded Then the type is tip, and a non-tip has no pages")
    func tipDefaults() {
        #expect(ToolTipDecoder().decode(Array("<tip><pages/></tip>".utf8), id: "a").type == "tip")
        #expect(ToolTipDecoder().decode(Array("<page/>".utf8), id: "b").pages.isEmpty)
    }

    @Test("Given an article manifest with categories, aem-imports and tips When decoded Then categories and tips are read")
    func articleManifest() throws {
        let manifest = try ToolManifestDecoder().decode(
            Array(
                """
                <manifest xmlns="https://mobile-content-api.cru.org/xmlns/manifest" xmlns:article="https://mobile-content-api.cru.org/xmlns/article"
                          xmlns:content="https://mobile-content-api.cru.org/xmlns/content" tool="prayer" locale="en" type="article">
                  <title><content:text>Prayer</content:text></title>
                  <categories>
                    <category id="basics" banner="basics.jpg">
                      <label><content:text>Basics</content:text></label>
                      <article:aem-tag id="prayer:basics"/>
                    </category>
                    <category><label><content:text>No id</content:text></label></category>
                  </categories>
                  <pages><article:aem-import src="https://example.org/content/prayer"/><page filename="01.xml" src="\(hash).xml"/></pages>
                  <tips><tip id="tip1" src="\(hash).xml"/><tip src="\(hash).xml"/></tips>
                </manifest>
                """.utf8))
        #expect(manifest.categories == [ToolArticleCategoryDataModel(id: "basics", label: "Basics", tags: ["prayer:basics"])])
        #expect(
            manifest.tips == [
                ToolManifestTipDataModel(id: "tip1", file: ToolContentFileDataModel(source: "\(hash).xml", sha256: hash))
            ])
        #expect(manifest.pages.map(\.filename) == ["01.xml"])
    }
}
