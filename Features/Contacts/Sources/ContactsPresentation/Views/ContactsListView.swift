import ContactsDomain
import Localization
import ReplKit

/// Text view of the contact list: number, full name, age and city per row,
/// then a status line with the page, the count, and any search, sort, filter
/// or offline note.
@MainActor
public final class ContactsListView: ReplScreen {
    public let viewModel: ContactsListViewModel
    private let strings: Localizer<ContactsStringKey>
    private let itemPicker: ItemPicker

    public init(viewModel: ContactsListViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        let strings = ContactsStrings.localizer(currentAppLanguage)
        self.strings = strings
        self.itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "contacts"
    public var title: String { strings.text(.listTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "open", usage: strings.text(.commandOpenUsage), summary: strings.text(.commandOpenSummary), arguments: .one
            ) {
                [unowned self] words in
                withContact(words[0]) { contact in
                    viewModel.contactTapped(id: contact.id)
                    return .silent
                }
            },
            ReplCommand(name: "next", summary: strings.text(.commandNextSummary)) { [unowned self] _ in
                outcome(await viewModel.nextPageTapped())
            },
            ReplCommand(name: "prev", aliases: ["previous"], summary: strings.text(.commandPrevSummary)) { [unowned self] _ in
                outcome(await viewModel.previousPageTapped())
            },
            ReplCommand(
                name: "search", usage: strings.text(.commandSearchUsage), summary: strings.text(.commandSearchSummary),
                arguments: .text
            ) {
                [unowned self] words in
                return outcome(await viewModel.searchTextChanged(words.joined(separator: " ")))
            },
            ReplCommand(
                name: "sort", usage: strings.text(.commandSortUsage), summary: strings.text(.commandSortSummary), arguments: .one
            ) {
                [unowned self] words in
                guard let sort = ContactsSortDomainModel(rawValue: words[0].lowercased()) else {
                    return .failure(strings.text(.errorUnknownSort))
                }
                return outcome(await viewModel.sortChanged(sort))
            },
            ReplCommand(
                name: "filter", usage: strings.text(.commandFilterUsage), summary: strings.text(.commandFilterSummary),
                arguments: .one
            ) {
                [unowned self] words in
                switch words[0].lowercased() {
                case "fav", "favorites", "fav=yes": return outcome(await viewModel.favoritesFilterChanged(favoritesOnly: true))
                case "clear": return outcome(await viewModel.favoritesFilterChanged(favoritesOnly: false))
                default: return .failure(strings.text(.errorFilterUsage))
                }
            },
            favoriteCommand(name: "fav", usage: .commandFavUsage, summary: .commandFavSummary, isFavorite: true),
            favoriteCommand(name: "unfav", usage: .commandUnfavUsage, summary: .commandUnfavSummary, isFavorite: false),
            ReplCommand(name: "refresh", summary: strings.text(.commandRefreshSummary)) { [unowned self] _ in
                outcome(await viewModel.refreshTapped())
            },
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(
            failure: { $0.text(strings) },
            empty: { page in ["  " + emptyText(page.query), statusLine(page)] },
            content: { page in
                NumberedList.lines(page.contacts.map(row), status: statusLine(page)) + problemLines(page) + [
                    strings.text(.listHint)
                ]
            }
        )
    }

    /// Why the saved copy is shown, when the source answered without a usable page.
    private func problemLines(_ page: ContactsPageDomainModel) -> [String] {
        guard case .savedCopy(_, let minutesAgo, let problem) = page.freshness else { return [] }
        let ago = ElapsedTimeText.text(minutesAgo: minutesAgo, strings)
        return [problem.text(strings) + " " + strings.text(.problemShowingSaved, ["ago": ago])]
    }

    private func row(_ contact: ContactSummaryDomainModel) -> String {
        let star = contact.isFavorite ? " ★" : ""
        return "\(contact.fullName)\(star) · \(strings.plural(.years, count: contact.age)) · \(contact.city)"
    }

    private func statusLine(_ page: ContactsPageDomainModel) -> String {
        var parts = [String]()
        if page.query.coversWholeBook {
            parts.append(strings.text(.listPage, ["page": String(page.query.page), "pages": String(page.pageCount)]))
            parts.append(strings.plural(.listMatchCount, count: page.matchingCount))
        } else if page.bookCountIsKnown {
            parts.append(strings.text(.listPage, ["page": String(page.query.page), "pages": String(page.pageCount)]))
            parts.append(strings.plural(.listContactCount, count: page.bookCount))
        } else {
            // The remote book's size is not known yet: say what is, not the size asked for.
            parts.append(strings.text(.listPageOfUnknown, ["page": String(page.query.page)]))
            parts.append(strings.plural(.listContactsSoFar, count: page.bookCount))
        }
        if !page.query.searchText.isEmpty { parts.append(strings.text(.listSearching, ["query": page.query.searchText])) }
        switch page.query.sort {
        case .sourceOrder: break
        case .name: parts.append(strings.text(.listSortedByName))
        case .age: parts.append(strings.text(.listSortedByAge))
        }
        if page.query.favoritesOnly { parts.append(strings.text(.listFavoritesOnly)) }
        switch page.freshness {
        case .current: break
        case .offline(_, let minutesAgo):
            parts.append(strings.text(.freshnessOffline, ["ago": ElapsedTimeText.text(minutesAgo: minutesAgo, strings)]))
        case .savedCopy(_, let minutesAgo, _):
            parts.append(strings.text(.freshnessSaved, ["ago": ElapsedTimeText.text(minutesAgo: minutesAgo, strings)]))
        case .partiallyOffline(let savedCount):
            parts.append(strings.plural(.freshnessPartiallyOffline, count: savedCount))
        }
        return parts.joined(separator: " · ")
    }

    private func emptyText(_ query: ContactsQueryDomainModel) -> String {
        if !query.searchText.isEmpty { return strings.text(.listEmptySearch, ["query": query.searchText]) }
        if query.favoritesOnly { return strings.text(.listEmptyFavorites) }
        return strings.text(.listEmpty)
    }

    private func favoriteCommand(name: String, usage: ContactsStringKey, summary: ContactsStringKey, isFavorite: Bool)
        -> ReplCommand
    {
        ReplCommand(name: name, usage: strings.text(usage), summary: strings.text(summary), arguments: .one) {
            [unowned self] words in
            switch pick(words[0]) {
            case .failure(let failure):
                return .failure(failure.message)
            case .success(let index):
                return outcome(await viewModel.favoriteToggled(contact: viewModel.visibleContacts[index], isFavorite: isFavorite))
            }
        }
    }

    private func pick(_ token: String) -> Result<Int, ItemPickFailure> {
        itemPicker.pick(token, from: viewModel.visibleContacts, id: \.id)
    }

    private func withContact(_ token: String, _ action: (ContactSummaryDomainModel) -> ReplOutcome) -> ReplOutcome {
        switch pick(token) {
        case .failure(let failure): return .failure(failure.message)
        case .success(let index): return action(viewModel.visibleContacts[index])
        }
    }

    private func outcome(_ notice: ContactsListNotice?) -> ReplOutcome {
        guard let notice else { return .render }
        switch notice {
        case .alreadyOnLastPage: return .message(strings.text(.noticeLastPage))
        case .alreadyOnFirstPage: return .message(strings.text(.noticeFirstPage))
        case .refreshed: return .messageThenRender(strings.text(.noticeRefreshed))
        case .savedCopyKept: return .render
        case .pagesSaved(let count): return .messageThenRender(strings.plural(.noticePagesSaved, count: count))
        case .sourceUnreachable(let minutesAgo):
            guard let minutesAgo else { return .messageThenRender(strings.text(.noticeUnreachableNothingSaved)) }
            return .messageThenRender(
                strings.text(.noticeUnreachable, ["ago": ElapsedTimeText.text(minutesAgo: minutesAgo, strings)]))
        case .favorited(let name): return .messageThenRender(strings.text(.noticeFavorited, ["name": name]))
        case .unfavorited(let name): return .messageThenRender(strings.text(.noticeUnfavorited, ["name": name]))
        case .alreadyFavorite(let name): return .message(strings.text(.noticeAlreadyFavorite, ["name": name]))
        case .notFavorite(let name): return .message(strings.text(.noticeNotFavorite, ["name": name]))
        case .failed(let failure): return .failure(failure.text(strings))
        }
    }
}
