import Graphiti

/// The listing, navigation and suggestion types.
enum AlfieSchemaBrowseTypes {
    static var part: AlfieSchema.Part {
        AlfieSchema.Part(types: {
            Type(AlfiePagination.self, as: "Pagination") {
                Field("offset", at: \.offset)
                Field("limit", at: \.limit)
                Field("total", at: \.total)
                Field("pages", at: \.pages)
                Field("page", at: \.page)
                Field("nextPage", at: \.nextPage)
                Field("previousPage", at: \.previousPage)
            }
            Type(AlfieHierarchyItem.self, as: "HierarchyItem") {
                Field("categoryId", at: \.categoryId)
                Field("name", at: \.name)
                Field("slug", at: \.slug)
                Field("parent", at: \.parent)
            }
            Type(AlfieProductFilterValue.self, as: "ProductFilterValue") {
                Field("name", at: \.name)
                Field("slug", at: \.slug)
                Field("count", at: \.count)
                Field("selected", at: \.selected)
            }
            Type(AlfieProductFilter.self, as: "ProductFilter") {
                Field("name", at: \.name)
                Field("values", at: \.values)
            }
            Type(AlfieProductListing.self, as: "ProductListing") {
                Field("title", at: \.title)
                Field("pagination", at: \.pagination)
                Field("hierarchy", at: \.hierarchy)
                Field("products", at: \.products)
                Field("filters", at: AlfieProductListing.filters)
            }
            Type(AlfieNavMenuItem.self, as: "NavMenuItem") {
                Field("title", at: \.title)
                Field("type", at: \.type)
                Field("url", at: \.url)
                Field("media", at: \.media)
                Field("items", at: \.items)
                Field("attributes", at: \.attributes)
            }
            Type(AlfieSuggestionKeyword.self, as: "SuggestionKeyword") {
                Field("value", at: \.value)
                Field("results", at: \.results)
            }
            Type(AlfieSuggestionProduct.self, as: "SuggestionProduct") {
                Field("id", at: \.id)
                Field("name", at: \.name)
                Field("brandName", at: \.brandName)
                Field("media", at: \.media)
                Field("price", at: \.price)
                Field("slug", at: \.slug)
            }
            Type(AlfieSuggestionBrand.self, as: "SuggestionBrand") {
                Field("value", at: \.value)
                Field("results", at: \.results)
                Field("slug", at: \.slug)
            }
            Type(AlfieSuggestion.self, as: "Suggestion") {
                Field("keywords", at: \.keywords)
                Field("products", at: \.products)
                Field("brands", at: \.brands)
            }
        })
    }
}
