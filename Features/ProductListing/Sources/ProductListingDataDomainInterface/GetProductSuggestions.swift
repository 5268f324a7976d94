import ProductListingData
import ProductListingDomain

/// Suggestions from the saved catalog for a few typed letters:
/// - searches: the typed words with the last one completed by words of product
///   names, brands and colours (those most products have first), each with how
///   many products that search lists, none that lists nothing;
/// - brands: those with a word starting with the text, the largest first;
/// - products: the first of the search for the text, best matches first.
public struct GetProductSuggestions: GetProductSuggestionsInterface {
    private let repository: ProductCatalogRepository

    public init(repository: ProductCatalogRepository) {
        self.repository = repository
    }

    public func getSuggestions(for text: String) async throws -> ProductSuggestionsDomainModel {
        try await repository.prepareCatalogForBrowsing()
        return ProductSuggestionsDomainModel(
            text: text,
            keywords: try await keywords(for: text),
            brands: try await brands(for: text),
            products: try await repository.getPage(searchRequest(text, limit: ProductSuggestionsDomainModel.productLimit))
                .products.map(ProductSummaryRules.summary)
        )
    }

    private func keywords(for text: String) async throws -> [ProductSuggestionKeywordDomainModel] {
        let typed = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let last = typed.last, let lastKey = ProductSearchKey.words(last).last else { return [] }
        let lead = typed.dropLast().joined(separator: " ")
        let terms = try await repository.getSearchTerms(startingWith: lastKey, limit: ProductSuggestionsDomainModel.keywordLimit)
        var keywords: [ProductSuggestionKeywordDomainModel] = []
        for term in terms {
            let value = lead.isEmpty ? term.term.lowercased() : lead + " " + term.term.lowercased()
            let results = try await repository.getPage(searchRequest(value, limit: 1, sort: .newest)).total
            if results > 0 { keywords.append(ProductSuggestionKeywordDomainModel(value: value, results: results)) }
        }
        return keywords
    }

    private func brands(for text: String) async throws -> [ProductBrandDomainModel] {
        let key = ProductSearchKey.make(text)
        guard !key.isEmpty else { return [] }
        return try await repository.getBrowseValues(.brand)
            .filter { brand in
                brand.nameKey.hasPrefix(key) || ProductSearchKey.words(brand.nameKey).contains { $0.hasPrefix(key) }
            }
            .sorted { ($1.productCount, $0.nameKey) < ($0.productCount, $1.nameKey) }
            .prefix(ProductSuggestionsDomainModel.brandLimit)
            .map(GetProductBrands.brand)
    }

    /// A search for `text`: in relevance order for products to show, in any order when only its total counts.
    private func searchRequest(_ text: String, limit: Int, sort: ProductListingPageRequest.Sort = .relevance)
        -> ProductListingPageRequest
    {
        var filters = ProductListingFiltersDataModel()
        filters.searchText = text
        return ProductListingPageRequest(offset: 0, limit: limit, sort: sort, filters: filters)
    }
}
