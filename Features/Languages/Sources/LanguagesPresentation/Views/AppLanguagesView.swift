import LanguagesDomain
import Localization
import ReplHost

/// Text view of the app languages list: number, name in the app language,
/// name in its own language, and marks for right-to-left and current.
@MainActor
public final class AppLanguagesView: ReplScreen {
    public let viewModel: AppLanguagesViewModel
    private let strings: Localizer<LanguagesStringKey>
    private let itemPicker: ItemPicker

    public init(viewModel: AppLanguagesViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        self.strings = LanguagesStrings.localizer(currentAppLanguage)
        self.itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "app-languages"
    public var title: String { strings.text(.listTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "search",
                usage: strings.text(.listSearchUsage),
                summary: strings.text(.listSearchSummary),
                arguments: .text
            ) { [viewModel] words in
                await viewModel.searchTextChanged(words.joined(separator: " "))
                return .render
            },
            ReplCommand(
                name: "choose",
                usage: strings.text(.listChooseUsage),
                summary: strings.text(.listChooseSummary),
                arguments: .one
            ) { [unowned self] words in
                choose(words[0])
            },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        switch viewModel.state {
        case .loading:
            return []
        case .failed(let failure):
            return ["  " + failure.text(strings)]
        case .empty(let searchText):
            return ["  " + strings.text(.listEmpty, ["query": searchText])]
        case .loaded(let languages):
            let width = String(languages.count).count
            let rows = languages.enumerated().map { index, language in
                row(language, number: index + 1, width: width)
            }
            return rows + [statusLine(shown: languages.count), strings.text(.listHint)]
        }
    }

    private func row(_ language: AppLanguageDomainModel, number: Int, width: Int) -> String {
        let numberText = String(repeating: " ", count: width - String(number).count) + "\(number)."
        var parts = [language.nameInAppLanguage]
        if language.nameInOwnLanguage != language.nameInAppLanguage {
            parts.append(language.nameInOwnLanguage)
        }
        var line = "  \(numberText) \(parts.joined(separator: " — ")) [\(language.id)]"
        if language.direction == .rightToLeft { line += " · " + strings.text(.listRightToLeft) }
        if language.isCurrentAppLanguage { line += " · ✓ " + strings.text(.listCurrent) }
        return line
    }

    private func statusLine(shown: Int) -> String {
        guard !viewModel.searchText.isEmpty else {
            return strings.plural(.listCount, count: viewModel.totalCount)
        }
        return strings.plural(
            .listMatchCount, count: shown,
            ["total": String(viewModel.totalCount), "query": viewModel.searchText]
        )
    }

    private func choose(_ token: String) -> ReplOutcome {
        let languages = viewModel.visibleLanguages
        let language: AppLanguageDomainModel
        if Int(token) != nil {
            switch itemPicker.pick(token, from: languages, id: \.id) {
            case .failure(let failure): return .failure(failure.message)
            case .success(let index): language = languages[index]
            }
        } else {
            guard let match = viewModel.language(withId: token) else {
                return .failure(strings.text(.errorUnknownLanguage, ["id": token]))
            }
            language = match
        }
        if language.isCurrentAppLanguage {
            return .message(strings.text(.listAlreadyCurrent, ["language": language.nameInAppLanguage]))
        }
        viewModel.languageTapped(languageId: language.id)
        return .silent
    }
}
