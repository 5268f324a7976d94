import Graphiti

/// Alfie's product schema (`formats/alfie-graphql.md`, with this project's `filters` on
/// `ProductListing`) for Graphiti, put together from its parts: the types by their GraphQL
/// names, and the root fields.
enum AlfieSchema {
    typealias Part = PartialSchema<AlfieResolver, AlfieContext>

    static func make() throws -> Schema<AlfieResolver, AlfieContext> {
        try Schema.create(from: [
            AlfieSchemaScalars.part, AlfieSchemaProductTypes.part, AlfieSchemaBrowseTypes.part, query,
        ])
    }

    private static var query: Part {
        Part(query: {
            Field("product", at: AlfieResolver.product) {
                Argument("id", at: \.id)
            }
            Field("productListing", at: AlfieResolver.productListing) {
                Argument("offset", at: \.offset)
                Argument("limit", at: \.limit)
                Argument("categoryId", at: \.categoryId)
                Argument("query", at: \.query)
                Argument("refine", at: \.refine)
                Argument("sort", at: \.sort)
            }
            Field("brands", at: AlfieResolver.brands)
            Field("navigation", at: AlfieResolver.navigation) {
                Argument("handle", at: \.handle)
            }
            Field("navigationHandles", at: AlfieResolver.navigationHandles)
            Field("suggestion", at: AlfieResolver.suggestion) {
                Argument("query", at: \.query)
            }
        })
    }
}
