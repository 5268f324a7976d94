/// The `data` of a `productListing` query: `null` when the server has no such listing.
struct AlfieProductListingDataDTO: Decodable {
    let productListing: AlfieProductListingDTO?

    private enum CodingKeys: String, CodingKey { case productListing }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        productListing = try container.decodeIfPresent(AlfieProductListingDTO.self, forKey: .productListing)
    }
}

/// Alfie's `ProductListing`: a title, where the page sits, and its products.
struct AlfieProductListingDTO: Decodable {
    let title: String?
    let pagination: AlfiePaginationDTO?
    let products: LossyList<AlfieProductDTO>
    /// `nil` when the answer has no `filters` (a server without the extension, or not asked).
    let filters: LossyList<AlfieProductFilterDTO>?
    let hierarchy: LossyList<AlfieHierarchyItemDTO>

    private enum CodingKeys: String, CodingKey { case title, pagination, products, filters, hierarchy }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = container.lenient(String.self, forKey: .title)
        pagination = container.lenient(AlfiePaginationDTO.self, forKey: .pagination)
        guard container.contains(.products) else {
            throw DecodingError.keyNotFound(
                CodingKeys.products, .init(codingPath: container.codingPath, debugDescription: "A listing lists products."))
        }
        products = container.lossyList(AlfieProductDTO.self, forKey: .products)
        filters =
            container.contains(.filters) && !((try? container.decodeNil(forKey: .filters)) ?? true)
            ? container.lossyList(AlfieProductFilterDTO.self, forKey: .filters) : nil
        hierarchy = container.lossyList(AlfieHierarchyItemDTO.self, forKey: .hierarchy)
    }
}

/// Alfie's `Pagination`. Only `offset`, `limit` and `total` are read: the rest
/// follows from them, so a server that gets `pages` or `nextPage` wrong cannot
/// mislead the listing.
struct AlfiePaginationDTO: Decodable {
    let offset: Int?
    let limit: Int?
    let total: Int?

    private enum CodingKeys: String, CodingKey { case offset, limit, total }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        offset = container.lenientInt(forKey: .offset)
        limit = container.lenientInt(forKey: .limit)
        total = container.lenientInt(forKey: .total)
    }
}

/// The `data` of a `product` query: `null` when the server has no such product.
struct AlfieProductDataDTO: Decodable {
    let product: AlfieProductDTO?
}
