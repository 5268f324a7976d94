import ToolsDomain

/// A page as the tract, adventure and article readers show it with its training tips: the tip
/// open over it, else the page with a line where each tip it lists stands — and the hint that
/// goes with what is shown (`pageHint` for the page itself).
@MainActor
struct ToolPageWithTipsText {
    let words: ToolReaderText

    func lines(
        _ shown: ToolPageShown, in translation: ToolTranslationDomainModel, tips: ToolTipReaderViewModel, listed: [String],
        pageHint: ToolReaderStringKey
    ) -> (lines: [String], hint: ToolReaderStringKey) {
        if tips.shownTip != nil { return (ToolTipText(words: words).lines(tips), .readerTipHint) }
        let lines = ToolPageText(words: words).lines(shown) { id in
            ToolTipText(words: words).referenceLine(id, listed: listed, in: translation, tips: tips)
        }
        return (lines, pageHint)
    }
}
