import Localization
import ProductListingData
import ProductListingDomain

/// Which variant a person's choice names: the colour must be one the product
/// comes in; a product with sizes needs one of that colour's sizes (case and
/// accents ignored, "m" is M); a one-size product takes none.
enum VariantChoiceRules {
    struct Choice: Sendable {
        let variant: ProductDetailsDataModel.Variant
        let colour: ProductDetailsDataModel.Colour
    }

    static func variant(for choice: ProductChoiceDomainModel, in product: ProductDetailsDataModel) throws -> Choice {
        let colour = try colour(choice.colourId, in: product)
        let variants = product.variants.filter { $0.colourId == colour.id }
        let sizes = variants.compactMap(\.size)
        let typed = choice.size.map(SearchFolding.folded) ?? ""
        if sizes.isEmpty {
            guard typed.isEmpty else { throw ShoppingError.oneSizeOnly }
            guard let variant = variants.first else { throw ShoppingError.colourUnavailable(colourId: colour.id) }
            return Choice(variant: variant, colour: colour)
        }
        guard !typed.isEmpty else { throw ShoppingError.sizeRequired(colourName: colour.name, sizes: sizes) }
        guard let variant = variants.first(where: { $0.size.map(SearchFolding.folded) == typed }) else {
            throw ShoppingError.unknownSize(size: choice.size ?? "", colourName: colour.name, sizes: sizes)
        }
        return Choice(variant: variant, colour: colour)
    }

    /// The colour with `colourId`; throws `ShoppingError.colourUnavailable` when the product has none.
    static func colour(_ colourId: String, in product: ProductDetailsDataModel) throws -> ProductDetailsDataModel.Colour {
        guard let colour = product.colours.first(where: { $0.id == colourId }) else {
            throw ShoppingError.colourUnavailable(colourId: colourId)
        }
        return colour
    }
}
