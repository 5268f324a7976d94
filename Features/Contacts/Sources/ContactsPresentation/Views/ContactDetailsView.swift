import ContactsDomain
import Localization
import ReplKit

/// Text view of one contact: name, age, birthday, address, ways to reach
/// them, nationality and since when they are a member.
@MainActor
public final class ContactDetailsView: ReplScreen {
    public let viewModel: ContactDetailsViewModel
    private let strings: Localizer<ContactsStringKey>

    public init(viewModel: ContactDetailsViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        self.strings = ContactsStrings.localizer(currentAppLanguage)
    }

    public let routeName = "details"
    public var title: String {
        viewModel.state.loadedContent?.titledName ?? strings.text(.detailsTitle)
    }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "edit", usage: strings.text(.commandEditUsage), summary: strings.text(.commandEditSummary),
                arguments: .oneOrMore
            ) {
                [unowned self] words in
                switch ContactNameChangeParser.parse(words) {
                case .failure(.unknownField(let field)):
                    return .failure(strings.text(.errorUnknownEditField, ["field": field]))
                case .failure(.missingValue):
                    return .failure(strings.text(.errorEditUsage))
                case .success(let change):
                    if let failure = await viewModel.nameEditSubmitted(change) { return .failure(failure.text(strings)) }
                    return .messageThenRender(strings.text(.noticeNameSaved))
                }
            },
            favoriteCommand(name: "fav", summary: .commandDetailsFavSummary, isFavorite: true),
            favoriteCommand(name: "unfav", summary: .commandDetailsUnfavSummary, isFavorite: false),
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: { $0.text(strings) }, empty: { _ in [] }, content: detailLines)
    }

    /// A contact's fields, one a line, labels lined up.
    private func detailLines(_ details: ContactDetailsDomainModel) -> [String] {
        var lines: [String] = []
        if details.isFavorite { lines.append("  " + strings.text(.detailsFavorite)) }
        if details.isNameEdited { lines.append("  (" + strings.text(.detailsNameEdited) + ")") }
        lines += [
            field(.detailsAge, strings.plural(.years, count: details.age)),
            field(.detailsBirthday, details.birthday),
        ]
        lines += details.addressLines.enumerated().map { index, line in
            index == 0 ? field(.detailsAddress, line) : "  " + String(repeating: " ", count: labelWidth + 2) + line
        }
        lines += [
            field(.detailsEmail, details.email),
            field(.detailsPhone, details.phone),
            field(.detailsCell, details.cell),
            field(.detailsNationality, details.nationality),
            field(.detailsMemberSince, details.memberSince),
            strings.text(.detailsHint),
        ]
        return lines
    }

    private var labelWidth: Int {
        [
            ContactsStringKey.detailsAge, .detailsBirthday, .detailsAddress, .detailsEmail, .detailsPhone, .detailsCell,
            .detailsNationality, .detailsMemberSince,
        ].map { DisplayWidth.of(strings.text($0)) }.max() ?? 0
    }

    private func field(_ label: ContactsStringKey, _ value: String) -> String {
        "  " + DisplayWidth.padded(strings.text(label) + ":", toColumns: labelWidth + 2) + value
    }

    private func favoriteCommand(name: String, summary: ContactsStringKey, isFavorite: Bool) -> ReplCommand {
        ReplCommand(name: name, summary: strings.text(summary)) { [unowned self] _ in
            outcome(await viewModel.favoriteToggled(isFavorite: isFavorite))
        }
    }

    private func outcome(_ notice: ContactDetailsNotice?) -> ReplOutcome {
        guard let notice else { return .render }
        switch notice {
        case .favorited(let name): return .messageThenRender(strings.text(.noticeFavorited, ["name": name]))
        case .unfavorited(let name): return .messageThenRender(strings.text(.noticeUnfavorited, ["name": name]))
        case .alreadyFavorite(let name): return .message(strings.text(.noticeAlreadyFavorite, ["name": name]))
        case .notFavorite(let name): return .message(strings.text(.noticeNotFavorite, ["name": name]))
        case .failed(let failure): return .failure(failure.text(strings))
        }
    }
}
