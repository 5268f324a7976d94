import Localization
import ToolsDomain

/// The cards a tract page's hero stacks under it, as GodTools shows their labels: numbered
/// as `card` names them (`Card 2 · Life`), hidden cards left out.
struct TractHeroCardsText {
    let strings: Localizer<ToolReaderStringKey>

    func lines(_ tract: ToolTractPageDomainModel) -> [String] {
        tract.visibleCardLabels.enumerated().map { offset, label in
            let number = String(offset + 1)
            guard let label, !label.isEmpty else { return "  " + strings.text(.readerHeroCardUnlabeled, ["card": number]) }
            return "  " + strings.text(.readerHeroCard, ["card": number, "label": label])
        }
    }
}
