/// `suggestion(query:)`: for typed text, the product names it finds most (as keywords, each
/// with how many products searching for it finds), the brands whose name starts with it, and
/// the products it finds best.
struct AlfieSuggestions: Sendable {
    static let keywordLimit = 6
    static let brandLimit = 6
    static let productLimit = 8
    /// How many found products the keywords are drawn from.
    static let keywordSample = 200

    let lookups: ProductCatalogLookups

    func suggestion(for text: String) async throws -> AlfieSuggestion {
        guard let match = SearchText.matchExpression(text) else {
            return AlfieSuggestion(keywords: [], products: [], brands: [])
        }
        let found = try await lookups.searchProducts(match, limit: Self.keywordSample)
        var names: [(key: String, value: String, times: Int)] = []
        for product in found {
            let key = SearchText.fold(product.name)
            if let index = names.firstIndex(where: { $0.key == key }) {
                names[index].times += 1
            } else {
                names.append((key, product.name.lowercased(), 1))
            }
        }
        var keywords: [AlfieSuggestionKeyword] = []
        for name in names.sorted(by: { $0.times > $1.times }).prefix(Self.keywordLimit) {
            let results = try await SearchText.matchExpression(name.value).asyncMap(lookups.searchCount) ?? 0
            keywords.append(AlfieSuggestionKeyword(value: name.value, results: results))
        }
        let words = SearchText.words(text)
        let brands = try await lookups.brands().filter { entry in
            let brandWords = SearchText.words(entry.brand.name)
            return words.allSatisfy { word in brandWords.contains { $0.hasPrefix(word) } }
        }
        return AlfieSuggestion(
            keywords: keywords,
            products: found.prefix(Self.productLimit).map { product in
                let alfie = AlfieProductMaker.product(product)
                return AlfieSuggestionProduct(
                    id: alfie.id, name: alfie.name, brandName: alfie.brand.name, media: [], price: alfie.defaultVariant.price,
                    slug: alfie.slug)
            },
            brands: brands.prefix(Self.brandLimit).map {
                AlfieSuggestionBrand(value: $0.brand.name, results: $0.products, slug: $0.brand.slug)
            }
        )
    }
}

extension Optional {
    /// `transform` of the value, awaited; `nil` for none.
    fileprivate func asyncMap<Result>(_ transform: (Wrapped) async throws -> Result) async rethrows -> Result? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
