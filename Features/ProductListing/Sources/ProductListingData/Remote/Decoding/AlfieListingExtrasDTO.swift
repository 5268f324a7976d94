/// The project's `ProductFilter` on `ProductListing.filters`: a filter type and its values.
struct AlfieProductFilterDTO: Decodable {
    let name: AlfieProductListingVariablesDataModel.FilterType?
    let values: LossyList<AlfieProductFilterValueDTO>

    private enum CodingKeys: String, CodingKey { case name, values }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = container.lenient(String.self, forKey: .name).flatMap(
            AlfieProductListingVariablesDataModel.FilterType.init(rawValue:))
        values = container.lossyList(AlfieProductFilterValueDTO.self, forKey: .values)
    }

    /// The filter as the data layer keeps it; `nil` for a type the app does not know.
    var dataModel: RemoteProductFilterDataModel? {
        name.map { RemoteProductFilterDataModel(name: $0, values: values.elements.map(\.dataModel)) }
    }
}

/// `ProductFilterValue`: a name, a slug (what `refine` sends), a count and whether it is selected.
struct AlfieProductFilterValueDTO: Decodable {
    let name: String
    let slug: String?
    let count: Int?
    let selected: Bool?

    private enum CodingKeys: String, CodingKey { case name, slug, count, selected }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        slug = container.lenientString(forKey: .slug)
        count = container.lenientInt(forKey: .count)
        selected = container.lenient(Bool.self, forKey: .selected)
    }

    var dataModel: RemoteProductFilterDataModel.Value {
        RemoteProductFilterDataModel.Value(name: name, slug: slug ?? name, count: max(count ?? 0, 0), selected: selected ?? false)
    }
}

/// Alfie's `HierarchyItem`: a category and the one above it.
final class AlfieHierarchyItemDTO: Decodable {
    let categoryId: String?
    let name: String
    let parent: AlfieHierarchyItemDTO?

    private enum CodingKeys: String, CodingKey { case categoryId, name, parent }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        categoryId = container.lenientString(forKey: .categoryId)
        name = try container.decode(String.self, forKey: .name)
        parent = container.lenient(AlfieHierarchyItemDTO.self, forKey: .parent)
    }

    /// The levels from the top down to this item, by following `parent` (at most 16 up).
    var levels: [RemoteProductHierarchyLevelDataModel] {
        var levels: [RemoteProductHierarchyLevelDataModel] = []
        var item: AlfieHierarchyItemDTO? = self
        while let current = item, levels.count < 16 {
            levels.insert(RemoteProductHierarchyLevelDataModel(categoryId: current.categoryId ?? "", name: current.name), at: 0)
            item = current.parent
        }
        return levels
    }

    /// A listing's place in the navigation from its `hierarchy`: either the levels listed
    /// top first, or one item whose parents give the levels above it.
    static func levels(_ items: [AlfieHierarchyItemDTO]) -> [RemoteProductHierarchyLevelDataModel] {
        guard let last = items.last else { return [] }
        let chain = last.levels
        return chain.count > 1
            ? chain : items.map { RemoteProductHierarchyLevelDataModel(categoryId: $0.categoryId ?? "", name: $0.name) }
    }
}
