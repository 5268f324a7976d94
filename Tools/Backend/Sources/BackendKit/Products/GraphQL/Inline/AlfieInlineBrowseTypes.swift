/// The inline readers of the listing, navigation and suggestion types, field for field as
/// `AlfieSchemaBrowseTypes` declares them, and of the root fields' values (`AlfieSchema`).
enum AlfieInlineBrowseTypes {
    static let all: [InlineObjectType] = [
        InlineObjectType(
            "Pagination", of: AlfiePagination.self,
            [
                "offset": .int(\.offset), "limit": .int(\.limit), "total": .int(\.total), "pages": .int(\.pages),
                "page": .int(\.page), "nextPage": .int(\.nextPage), "previousPage": .int(\.previousPage),
            ]),
        InlineObjectType(
            "HierarchyItem", of: AlfieHierarchyItem.self,
            ["categoryId": .id(\.categoryId), "name": .string(\.name), "slug": .string(\.slug), "parent": .object(\.parent)]),
        InlineObjectType(
            "ProductFilterValue", of: AlfieProductFilterValue.self,
            ["name": .string(\.name), "slug": .string(\.slug), "count": .int(\.count), "selected": .bool(\.selected)]),
        InlineObjectType(
            "ProductFilter", of: AlfieProductFilter.self, ["name": .enumeration(\.name), "values": .optionalObjects(\.values)]),
        InlineObjectType(
            "ProductListing", of: AlfieProductListing.self,
            [
                "title": .string(\.title), "pagination": .object(\.pagination), "hierarchy": .objects(\.hierarchy),
                "products": .objects(\.products), "filters": .objects { $0.facets.filters() },
            ]),
        InlineObjectType(
            "NavMenuItem", of: AlfieNavMenuItem.self,
            [
                "title": .string(\.title), "type": .enumeration(\.type), "url": .string(\.url), "media": .object(\.media),
                "items": .objects(\.items), "attributes": .optionalObjects(\.attributes),
            ]),
        InlineObjectType(
            "SuggestionKeyword", of: AlfieSuggestionKeyword.self, ["value": .string(\.value), "results": .int(\.results)]),
        InlineObjectType(
            "SuggestionProduct", of: AlfieSuggestionProduct.self,
            [
                "id": .id(\.id), "name": .string(\.name), "brandName": .string(\.brandName), "media": .objects(\.media),
                "price": .object(\.price), "slug": .string(\.slug),
            ]),
        InlineObjectType(
            "SuggestionBrand", of: AlfieSuggestionBrand.self,
            ["value": .string(\.value), "results": .int(\.results), "slug": .string(\.slug)]),
        InlineObjectType(
            "Suggestion", of: AlfieSuggestion.self,
            ["keywords": .objects(\.keywords), "products": .objects(\.products), "brands": .objects(\.brands)]),
    ]

    /// `Query`'s fields: what each resolver of `AlfieResolver` returns.
    static let roots: [String: InlineRootField] = [
        "product": .object(AlfieProduct.self),
        "productListing": .object(AlfieProductListing.self),
        "brands": .objects(AlfieBrand.self),
        "navigation": .objects(AlfieNavMenuItem.self),
        "navigationHandles": .strings,
        "suggestion": .object(AlfieSuggestion.self),
    ]
}
