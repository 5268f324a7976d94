import Analytics
import LanguagesDomain
import Navigation
import Observation
import ReplKit

/// The list of app languages, searchable by either name.
@MainActor
@Observable
public final class AppLanguagesViewModel {
    public private(set) var state: ScreenState<[AppLanguageDomainModel], LanguagesFailure> = .loading
    public private(set) var searchText = ""
    /// How many app languages there are, whatever the search shows.
    public private(set) var totalCount = 0

    @ObservationIgnored private var allLanguages: [AppLanguageDomainModel] = []
    @ObservationIgnored private let viewAppLanguagesUseCase: ViewAppLanguagesUseCase
    @ObservationIgnored private let searchAppLanguagesUseCase: SearchAppLanguagesUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker

    public init(
        viewAppLanguagesUseCase: ViewAppLanguagesUseCase,
        searchAppLanguagesUseCase: SearchAppLanguagesUseCase,
        flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>,
        analytics: AnalyticsTracker = .disabled
    ) {
        self.viewAppLanguagesUseCase = viewAppLanguagesUseCase
        self.searchAppLanguagesUseCase = searchAppLanguagesUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    /// The languages on screen now, in order.
    public var visibleLanguages: [AppLanguageDomainModel] {
        state.loadedContent ?? []
    }

    public func screenAppeared() async {
        analytics.track(LanguagesAnalyticsEvent.appLanguagesViewed)
        do {
            allLanguages = try await viewAppLanguagesUseCase.execute()
            totalCount = allLanguages.count
            await applySearch()
        } catch {
            state = .failure(.couldNotLoad)
        }
    }

    public func searchTextChanged(_ text: String) async {
        searchText = text.trimmingCharacters(in: .whitespaces)
        analytics.track(LanguagesAnalyticsEvent.searched(term: searchText))
        await applySearch()
    }

    /// The person chose the language with code `languageId` (any case), whether
    /// or not the search shows it. The flow is told unless it is the app language already.
    @discardableResult
    public func languageTapped(languageId: String) -> AppLanguageTapOutcome {
        guard let language = allLanguages.first(where: { $0.id.caseInsensitiveCompare(languageId) == .orderedSame }) else {
            return .failed(.unknownLanguage(id: languageId))
        }
        if language.isCurrentAppLanguage {
            return .alreadyCurrent(name: language.nameInAppLanguage)
        }
        flowStepEmitter.emit(.appLanguageTappedFromAppLanguages(languageId: language.id))
        return .confirmationAsked
    }

    private func applySearch() async {
        let matches = await searchAppLanguagesUseCase.execute(searchText: searchText, in: allLanguages)
        state = .loaded(matches)
    }
}
