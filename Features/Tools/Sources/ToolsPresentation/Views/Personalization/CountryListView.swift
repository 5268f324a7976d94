import Localization
import ReplKit
import ToolsDomain

/// Text view of the country setting: the country chosen, then the countries matching the
/// search (the first `shownLimit`, numbered, the chosen one ✓), their count; `search` narrows
/// it, `choose` keeps a country by number, code or name (`none`: no country) and goes back.
@MainActor
public final class CountryListView: ReplScreen {
    public static let shownLimit = 20

    public let viewModel: CountryListViewModel
    private let strings: Localizer<PersonalizationStringKey>
    private let text: ToolsText
    private let itemPicker: ItemPicker

    public init(viewModel: CountryListViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = PersonalizationStrings.localizer(currentAppLanguage)
        text = ToolsText(strings: ToolsStrings.localizer(currentAppLanguage))
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "country"
    public var title: String { strings.text(.countryTitle) }

    private var shownCountries: [CountryDomainModel] {
        Array(viewModel.visibleCountries.prefix(Self.shownLimit))
    }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "choose", usage: strings.text(.commandChooseCountryUsage),
                summary: strings.text(.commandChooseCountrySummary), arguments: .text
            ) { [unowned self] words in
                await choose(words.joined(separator: " "))
            },
            ReplCommand(
                name: "search", usage: strings.text(.commandSearchCountryUsage),
                summary: strings.text(.commandSearchCountrySummary), arguments: .text
            ) { [unowned self] words in
                await viewModel.searchTextChanged(words.joined(separator: " "))
                return .render
            },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: text.failure) { list in
            var lines = [
                list.chosen.map { strings.text(.countryChosen, ["country": $0.name]) } ?? strings.text(.countryNone)
            ]
            let shown = shownCountries
            lines += NumberedList.lines(shown.map { $0.name + ($0.code == list.chosen?.code ? " ✓" : "") })
            if list.countries.isEmpty {
                lines.append(strings.text(.countryNoMatch, ["text": list.searchText]))
            } else if list.countries.count > shown.count {
                lines.append(strings.text(.countryMore, ["count": String(list.countries.count - shown.count)]))
            }
            lines.append(strings.plural(.countryCount, count: list.countries.count))
            return lines + [strings.text(.countryHint)]
        }
    }

    private func choose(_ token: String) async -> ReplOutcome {
        let wanted = token.trimmingCharacters(in: .whitespaces)
        guard !wanted.isEmpty else { return .failure(strings.text(.commandChooseCountryUsage)) }
        var named: String? = wanted
        if wanted.lowercased() == "none" {
            named = nil
        } else if let number = Int(wanted) {
            let shown = shownCountries
            switch itemPicker.pick(String(number), from: shown, id: \.code) {
            case .failure(let failure): return .failure(failure.message)
            case .success(let index): named = shown[index].code
            }
        }
        switch await viewModel.countryChosen(named: named) {
        case .chosen(let country):
            return .message(
                country.map { strings.text(.countryChanged, ["country": $0.name]) } ?? strings.text(.countryCleared))
        case .unknown(let text): return .failure(strings.text(.countryUnknown, ["text": text]))
        case .failed(let failure): return .failure(text.failure(failure))
        }
    }
}
