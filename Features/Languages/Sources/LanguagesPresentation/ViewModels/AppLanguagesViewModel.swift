import LanguagesDomain
import Navigation
import Observation

/// The list of app languages, searchable by either name.
@MainActor
@Observable
public final class AppLanguagesViewModel {
    public private(set) var state: LoadState<[AppLanguageDomainModel]> = .loading
    public private(set) var searchText = ""
    /// How many app languages there are, whatever the search shows.
    public private(set) var totalCount = 0

    @ObservationIgnored private var allLanguages: [AppLanguageDomainModel] = []
    @ObservationIgnored private let viewAppLanguagesUseCase: ViewAppLanguagesUseCase
    @ObservationIgnored private let searchAppLanguagesUseCase: SearchAppLanguagesUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>

    public init(
        viewAppLanguagesUseCase: ViewAppLanguagesUseCase,
        searchAppLanguagesUseCase: SearchAppLanguagesUseCase,
        flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>
    ) {
        self.viewAppLanguagesUseCase = viewAppLanguagesUseCase
        self.searchAppLanguagesUseCase = searchAppLanguagesUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    /// The languages on screen now, in order.
    public var visibleLanguages: [AppLanguageDomainModel] {
        if case .loaded(let languages) = state { return languages }
        return []
    }

    /// Any app language by its code, ignoring case, whether or not the search shows it.
    public func language(withId id: String) -> AppLanguageDomainModel? {
        allLanguages.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }

    public func screenAppeared() async {
        do {
            allLanguages = try await viewAppLanguagesUseCase.execute()
            totalCount = allLanguages.count
            await applySearch()
        } catch {
            state = .failed(.couldNotLoad)
        }
    }

    public func searchTextChanged(_ text: String) async {
        searchText = text.trimmingCharacters(in: .whitespaces)
        await applySearch()
    }

    public func languageTapped(languageId: String) {
        flowStepEmitter.emit(.appLanguageTappedFromAppLanguages(languageId: languageId))
    }

    private func applySearch() async {
        let matches = await searchAppLanguagesUseCase.execute(searchText: searchText, in: allLanguages)
        state = matches.isEmpty ? .empty(searchText: searchText) : .loaded(matches)
    }
}
