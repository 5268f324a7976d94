import Foundation
import ProductListingData

/// How ``FakeProductsRemoteSource`` answers a listing when it implements the project's
/// `filters` extension: products narrowed by the category (its id or a level above, as
/// `women` holds `women-tops`), the search text (every word in the name or brand, case
/// and accents ignored) and `refine` (brand slug, colour id, size, price in minor units);
/// facets counted under the other filters, the refined values selected.
enum FakeServerListing {
    static func narrowed(_ products: [RemoteProductDataModel], by variables: AlfieProductListingVariablesDataModel)
        -> [RemoteProductDataModel]
    {
        products.filter { product in
            inListing(product, variables) && variables.refine.allSatisfy { matches(product, $0) }
        }
    }

    static func facets(_ products: [RemoteProductDataModel], for variables: AlfieProductListingVariablesDataModel)
        -> [RemoteProductFilterDataModel]
    {
        let listed = products.filter { inListing($0, variables) }
        return [AlfieProductListingVariablesDataModel.FilterType.brand, .colour, .size].map { type in
            let others = variables.refine.filter { $0.name != type }
            let selected = Set(variables.refine.first { $0.name == type }?.values ?? [])
            let candidates = listed.filter { product in others.allSatisfy { matches(product, $0) } }
            var values: [(slug: String, name: String)] = []
            for product in listed {
                for value in self.values(type, of: product) where !values.contains(where: { $0.slug == value.slug }) {
                    values.append(value)
                }
            }
            return RemoteProductFilterDataModel(
                name: type,
                values: values.map { value in
                    RemoteProductFilterDataModel.Value(
                        name: value.name, slug: value.slug,
                        count: candidates.filter { self.values(type, of: $0).contains { $0.slug == value.slug } }.count,
                        selected: selected.contains(value.slug)
                    )
                })
        }
    }

    /// The category's place in the tree, from a product in it: its path, top first.
    static func hierarchy(_ products: [RemoteProductDataModel], categoryId: String?) -> [RemoteProductHierarchyLevelDataModel] {
        guard let categoryId, let product = products.first(where: { $0.product.category.id == categoryId }) else { return [] }
        return product.product.category.path.map { RemoteProductHierarchyLevelDataModel(categoryId: "", name: $0) }
    }

    private static func inListing(_ product: RemoteProductDataModel, _ variables: AlfieProductListingVariablesDataModel) -> Bool {
        let category = product.product.category.id
        if let wanted = variables.categoryId, category != wanted, !category.hasPrefix(wanted + "-") { return false }
        guard let query = variables.query else { return true }
        let text = fold(product.product.name + " " + product.product.brand.name)
        return fold(query).split(separator: " ").allSatisfy { text.contains($0) }
    }

    private static func matches(_ product: RemoteProductDataModel, _ refine: AlfieProductListingVariablesDataModel.Refine) -> Bool
    {
        if refine.name == .price {
            let prices = product.product.variants.map(\.price.amount.amount)
            let bounds = refine.values.compactMap { Int($0) }
            guard bounds.count == 2, let low = prices.min() else { return false }
            return (bounds[0]...max(bounds[0], bounds[1])).contains(low)
        }
        return values(refine.name, of: product).contains { refine.values.contains($0.slug) }
    }

    private static func values(_ type: AlfieProductListingVariablesDataModel.FilterType, of product: RemoteProductDataModel) -> [(
        slug: String, name: String
    )] {
        switch type {
        case .brand: return [(product.product.brand.slug, product.product.brand.name)]
        case .colour: return product.product.colours.map { ($0.id, $0.name) }
        case .size: return product.product.variants.compactMap(\.size).map { ($0, $0) }
        case .price: return []
        }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
