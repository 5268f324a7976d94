import ToolsDomain

/// A tract page at the reader's place, in whatever tool it is: the modal open over it, else
/// the card shown ("Card 2 of 3 · Life", or a hidden card "opened by a link") or the hero
/// with its cards listed under it, then the call to action under the last card.
@MainActor
struct TractPageText {
    let words: ToolReaderText

    func lines(_ shown: ToolPageShown, of tract: ToolTractPageDomainModel, tipLine: (String) -> String?) -> [String] {
        if let modal = shown.modal {
            return ["  " + words.reader.text(.readerModal, ["title": modal.title ?? ""])] + words.text.contentLines(modal.content)
        }
        var lines: [String] = []
        if let card = shown.card, let index = shown.place.card {
            let label = card.label ?? ""
            if let position = tract.visibleCardIndices.firstIndex(of: index) {
                let values = ["card": String(position + 1), "cards": String(tract.visibleCardIndices.count), "label": label]
                lines.append("  " + words.reader.text(.readerCard, values))
            } else {
                lines.append("  " + words.reader.text(.readerHiddenCard, ["label": label]))
            }
        } else if let heading = tract.heroHeading {
            lines.append("  " + heading)
        }
        lines += words.text.contentLines(shown.blocks, tipLine: tipLine)
        if shown.card == nil { lines += TractHeroCardsText(strings: words.reader).lines(tract) }
        if shown.showsCallToAction, let callToAction = tract.callToAction?.text {
            let tappable = tract.callToAction?.events.isEmpty == false
            lines.append("  " + (tappable ? "[\(shown.links.count)] " : "") + "→ " + callToAction)
            if let tipId = tract.callToAction?.tipId, let line = tipLine(tipId) { lines.append("    " + line) }
        }
        return lines
    }
}
