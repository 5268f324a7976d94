import ProductListingDomain
import ReplKit

/// `recent` on the listing: the last searches numbered; `recent N` searches again,
/// `recent remove N` forgets one, `recent clear` forgets them all.
extension ProductListingView {
    func recent(_ words: [String]) async -> ReplOutcome {
        switch words.map({ $0.lowercased() }) {
        case []:
            return await recentList()
        case ["clear"]:
            if let failure = await searchSuggestions.clearRecentSearchesTapped() { return .failure(failure.text(strings)) }
            return .message(strings.text(.recentCleared))
        case let typed where typed.count == 2 && typed[0] == "remove" && Int(typed[1]) != nil:
            return await pickRecent(words[1]) { [unowned self] text in await removeRecent(text) }
        case let typed where typed.count == 1 && Int(typed[0]) != nil:
            return await pickRecent(words[0]) { [unowned self] text in outcome(await viewModel.searchSubmitted(text)) }
        default:
            return .failure(strings.text(.errorRecentUsage))
        }
    }

    private func recentList() async -> ReplOutcome {
        switch await searchSuggestions.recentSearchesTapped() {
        case .failure(let failure):
            return .failure(failure.text(strings))
        case .success(let searches):
            return .message(recentLines(searches).joined(separator: "\n"))
        }
    }

    private func recentLines(_ searches: [String]) -> [String] {
        guard !searches.isEmpty else { return [strings.text(.recentEmpty)] }
        return [strings.text(.recentTitle)] + NumberedList.lines(searches) + [strings.text(.recentHint)]
    }

    /// The search numbered `token` in the list `recent` shows, handed to `action`; or why there is none.
    private func pickRecent(_ token: String, _ action: (String) async -> ReplOutcome) async -> ReplOutcome {
        switch await searchSuggestions.recentSearchesTapped() {
        case .failure(let failure):
            return .failure(failure.text(strings))
        case .success(let searches) where searches.isEmpty:
            return .failure(strings.text(.recentEmpty))
        case .success(let searches):
            switch itemPicker.pick(token, from: searches, id: { $0 }) {
            case .failure(let failure): return .failure(failure.message)
            case .success(let index): return await action(searches[index])
            }
        }
    }

    private func removeRecent(_ text: String) async -> ReplOutcome {
        if let failure = await searchSuggestions.removeRecentSearchTapped(text) { return .failure(failure.text(strings)) }
        let removed = strings.text(.recentRemoved, ["text": text])
        guard case .success(let searches) = await searchSuggestions.recentSearchesTapped() else { return .message(removed) }
        return .message(([removed] + recentLines(searches)).joined(separator: "\n"))
    }
}
