import ToolsDomain

/// Training tips in a reader: a tip open over the page ("▌ Ask · tip page 1 of 2" and its
/// content), and the line naming a tip the page refers to ("◆ Tip 1 · Ask", ✓ once opened).
@MainActor
struct ToolTipText {
    let words: ToolReaderText

    /// The tip open, at its page shown.
    func lines(_ tips: ToolTipReaderViewModel) -> [String] {
        guard let tip = tips.shownTip, let position = tips.position else { return [] }
        let values = [
            "kind": words.tipKind(tip.type), "page": String(position.page + 1), "pages": String(tip.pages.count),
        ]
        return ["  " + words.reader.text(.readerTipOpen, values)] + words.text.contentLines(tips.shownBlocks)
    }

    /// The line of tip `id` among those `listed` (numbered for `tip`), ✓ once opened; `nil`
    /// for a tip not listed (tips off, or one the manifest lacks).
    func referenceLine(
        _ id: String, listed: [String], in translation: ToolTranslationDomainModel, tips: ToolTipReaderViewModel
    ) -> String? {
        guard let number = listed.firstIndex(of: id), let tip = translation.tips.first(where: { $0.id == id }) else {
            return nil
        }
        let line = words.reader.text(.readerTipReference, ["tip": String(number + 1), "kind": words.tipKind(tip.type)])
        return line + (tips.trainingTips.seenTipIds.contains(id) ? " ✓" : "")
    }
}
