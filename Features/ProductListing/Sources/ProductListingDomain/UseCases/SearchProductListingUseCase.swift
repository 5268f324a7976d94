import Foundation

/// The person searches the listing (or clears the search with no text): they
/// see the first page of what matches, best matches first, and the search is
/// kept among their recent ones. Filters and the category stay.
public struct SearchProductListingUseCase: Sendable {
    private let getPage: any GetProductListingPageInterface
    private let recentSearches: any RecentProductSearchesInterface

    public init(getPage: any GetProductListingPageInterface, recentSearches: any RecentProductSearchesInterface) {
        self.getPage = getPage
        self.recentSearches = recentSearches
    }

    public func execute(text: String, in query: ProductListingQueryDomainModel) async throws -> ProductListingPageDomainModel {
        var searched = query
        searched.searchText = text.trimmingCharacters(in: .whitespaces)
        searched.offset = 0
        if searched.isSearching {
            searched.sort = .relevance
        } else if searched.sort == .relevance {
            searched.sort = .newest
        }
        let page = try await getPage.getPage(searched, onImportProgress: { _ in })
        if searched.isSearching { try await recentSearches.rememberSearch(searched.searchText) }
        return page
    }
}
