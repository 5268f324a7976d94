/// A tract page as GodTools lays one out: a hero; cards shown one at a time, one of them
/// opening a modal through a link and another showing a hidden card through a button;
/// a modal closed by its own button; and a call to action at the end. The first page
/// links to the last one and to a web page; tools with tips refer to them from the
/// hero and a card.
enum TractPageXML {
    static func page(_ words: PageWords) -> String {
        let p = words.index + 1
        let e = ContentXML.escaped
        let lastPageListener = words.isLast ? #" id="page-\#(p)" listeners="go-last""# : #" id="page-\#(p)""#
        let heroTip = words.tipIds.first.map { #"<content:paragraph><training:tip id="\#($0)"/></content:paragraph>"# } ?? ""
        let cardTip =
            words.tipIds.dropFirst().first.map { #"<content:paragraph><training:tip id="\#($0)"/></content:paragraph>"# } ?? ""
        let firstPageLinks =
            words.isFirst && words.count > 1
            ? """
                  <content:button type="event" events="go-last"><content:text>\(e(words.otherNoun(3))) →</content:text></content:button>
                  <content:button type="url" url="https://knowgod.com/en/\(words.tool)"><content:text>knowgod.com</content:text></content:button>
            """ : ""
        return ContentXML.xmlHeader + """
            <page xmlns="https://mobile-content-api.cru.org/xmlns/tract" xmlns:content="\(ContentXML.contentNamespace)" xmlns:training="\(ContentXML.trainingNamespace)" xmlns:analytics="https://mobile-content-api.cru.org/xmlns/analytics"\(lastPageListener) background-image="background.jpg">
              <hero>
                <heading><content:text>\(e(words.noun(0)))</content:text></heading>
                <analytics:events><analytics:event action="\(words.tool)-\(p)" system="firebase"/></analytics:events>
                <content:paragraph><content:image resource="hero-\(p).png"/></content:paragraph>
                <content:paragraph><content:text>\(e(words.sentence(0)))</content:text></content:paragraph>
                \(heroTip)
              </hero>
              <cards>
                <card>
                  <label><content:text>\(e(words.otherNoun(0)))</content:text></label>
                  <content:paragraph>
                    <content:text>\(e(words.sentence(1)))</content:text>
                  </content:paragraph>
                  <content:paragraph><content:link events="why-\(p)"><content:text>\(e(words.noun(1)))?</content:text></content:link></content:paragraph>
            \(firstPageLinks)
                </card>
                <card>
                  <label><content:text>\(e(words.otherNoun(1)))</content:text></label>
                  <content:paragraph><content:text>\(e(words.sentence(0)))</content:text></content:paragraph>
                  <content:spacer height="12"/>
                  <content:button type="event" events="more-\(p)"><content:text>\(e(words.noun(2))) +</content:text></content:button>
                  \(cardTip)
                </card>
                <card hidden="true" listeners="more-\(p)" dismiss-listeners="less-\(p)">
                  <label><content:text>\(e(words.noun(2)))</content:text></label>
                  <content:paragraph><content:text>\(e(words.sentence(1)))</content:text></content:paragraph>
                  <content:button type="event" events="less-\(p)"><content:text>\(e(words.noun(2))) −</content:text></content:button>
                </card>
                <card>
                  <label><content:text>\(e(words.otherNoun(2)))</content:text></label>
                  <content:paragraph><content:text>\(e(words.sentence(0)))</content:text><content:text>\(e(words.sentence(1)))</content:text></content:paragraph>
                </card>
              </cards>
              <modals>
                <modal listeners="why-\(p)" dismiss-listeners="why-done-\(p)">
                  <title><content:text>\(e(words.noun(1)))</content:text></title>
                  <content:paragraph><content:text>\(e(words.sentence(1)))</content:text></content:paragraph>
                  <content:button type="event" events="why-done-\(p)"><content:text>OK</content:text></content:button>
                </modal>
              </modals>
              <call-to-action control-color="rgba(255,255,255,1)"><content:text>\(e(words.isLast ? words.sentence(1) : words.otherNoun(3) + " →"))</content:text></call-to-action>
            </page>

            """
    }
}
