import LanguagesDomain
import Localization
import ReplKit

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
        viewModel.state.lines(
            failure: { $0.text(strings) },
            empty: { _ in ["  " + strings.text(.listEmpty, ["query": viewModel.searchText])] },
            content: { languages in
                NumberedList.lines(languages.map(row), status: statusLine(shown: languages.count)) + [strings.text(.listHint)]
            }
        )
    }

    private func row(_ language: AppLanguageDomainModel) -> String {
        var parts = [language.nameInAppLanguage]
        if language.nameInOwnLanguage != language.nameInAppLanguage {
            parts.append(language.nameInOwnLanguage)
        }
        var line = "\(parts.joined(separator: " — ")) [\(language.id)]"
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

    /// Turns what was typed into a language code: a number names a row on
    /// screen, anything else is taken as a code.
    private func choose(_ token: String) -> ReplOutcome {
        let languageId: String
        if Int(token) != nil {
            let languages = viewModel.visibleLanguages
            switch itemPicker.pick(token, from: languages, id: \.id) {
            case .failure(let failure): return .failure(failure.message)
            case .success(let index): languageId = languages[index].id
            }
        } else {
            languageId = token
        }
        switch viewModel.languageTapped(languageId: languageId) {
        case .confirmationAsked: return .silent
        case .alreadyCurrent(let name): return .message(strings.text(.listAlreadyCurrent, ["language": name]))
        case .failed(let failure): return .failure(failure.text(strings))
        }
    }
}
