/// The `data` of a `brands` query.
struct AlfieBrandsDataDTO: Decodable {
    let brands: LossyList<AlfieBrandDTO>

    private enum CodingKeys: String, CodingKey { case brands }

    init(from decoder: any Decoder) throws {
        brands = try decoder.container(keyedBy: CodingKeys.self).lossyList(AlfieBrandDTO.self, forKey: .brands)
    }
}

/// The `data` of a `navigation` query.
struct AlfieNavigationDataDTO: Decodable {
    let navigation: LossyList<AlfieNavMenuItemDTO>

    private enum CodingKeys: String, CodingKey { case navigation }

    init(from decoder: any Decoder) throws {
        navigation = try decoder.container(keyedBy: CodingKeys.self).lossyList(AlfieNavMenuItemDTO.self, forKey: .navigation)
    }
}

/// Alfie's `NavMenuItem`: a title, a type, a URL (a `LISTING` item's carries the
/// category id) and the items under it.
struct AlfieNavMenuItemDTO: Decodable {
    let title: String
    let type: String?
    let url: String?
    let items: LossyList<AlfieNavMenuItemDTO>

    private enum CodingKeys: String, CodingKey { case title, type, url, items }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        type = container.lenient(String.self, forKey: .type)
        url = container.lenient(String.self, forKey: .url)
        items = container.lossyList(AlfieNavMenuItemDTO.self, forKey: .items)
    }
}

/// The `data` of a `suggestion` query.
struct AlfieSuggestionDataDTO: Decodable {
    let suggestion: AlfieSuggestionDTO?
}

/// Alfie's `Suggestion`: search terms, brands and products for what was typed.
struct AlfieSuggestionDTO: Decodable {
    let keywords: LossyList<AlfieSuggestionTermDTO>
    let brands: LossyList<AlfieSuggestionTermDTO>
    let products: LossyList<AlfieSuggestionProductDTO>

    private enum CodingKeys: String, CodingKey { case keywords, brands, products }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        keywords = container.lossyList(AlfieSuggestionTermDTO.self, forKey: .keywords)
        brands = container.lossyList(AlfieSuggestionTermDTO.self, forKey: .brands)
        products = container.lossyList(AlfieSuggestionProductDTO.self, forKey: .products)
    }
}

/// `SuggestionKeyword` and `SuggestionBrand`: a value and how many results it gives.
struct AlfieSuggestionTermDTO: Decodable {
    let value: String
    let results: Int?
    let slug: String?

    private enum CodingKeys: String, CodingKey { case value, results, slug }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try container.decode(String.self, forKey: .value)
        results = container.lenientInt(forKey: .results)
        slug = container.lenient(String.self, forKey: .slug)
    }
}

/// `SuggestionProduct`: enough of a product to list it.
struct AlfieSuggestionProductDTO: Decodable {
    let id: String
    let name: String
    let brandName: String?
    let price: AlfiePriceDTO?

    private enum CodingKeys: String, CodingKey { case id, name, brandName, price }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = container.lenientString(forKey: .id) else {
            throw DecodingError.keyNotFound(
                CodingKeys.id, .init(codingPath: container.codingPath, debugDescription: "A product has an id."))
        }
        self.id = id
        name = try container.decode(String.self, forKey: .name)
        brandName = container.lenient(String.self, forKey: .brandName)
        price = container.lenient(AlfiePriceDTO.self, forKey: .price)
    }
}

/// The `data` of a `navigationHandles` query: the names of the server's menus.
struct AlfieNavigationHandlesDataDTO: Decodable {
    let navigationHandles: LossyList<String>

    private enum CodingKeys: String, CodingKey { case navigationHandles }

    init(from decoder: any Decoder) throws {
        navigationHandles = try decoder.container(keyedBy: CodingKeys.self).lossyList(String.self, forKey: .navigationHandles)
    }
}
