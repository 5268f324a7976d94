import ProductListingData
import ProductListingDomain

/// Which value of a filter a typed name means: the value whose name, id or
/// slug it is, with case and accents ignored (``ProductSearchKey``); failing
/// that, the one value whose name it begins ("cafe" for Café Crème).
enum ProductFilterValueMatching {
    static func match(
        _ name: String, among values: [ProductBrowseValueDataModel], kind: ProductFilterKindDomainModel
    ) throws -> ProductBrowseValueDataModel {
        let key = ProductSearchKey.make(name)
        let slug = ProductSearchKey.words(name).joined(separator: "-")
        if let exact = values.first(where: {
            $0.nameKey == key || ProductSearchKey.make($0.id) == key || (!slug.isEmpty && $0.slug == slug)
        }) {
            return exact
        }
        let starting = key.isEmpty ? [] : values.filter { $0.nameKey.hasPrefix(key) }
        switch starting.count {
        case 1: return starting[0]
        case 0: throw ProductListingError.unknownFilterValue(kind, name: name)
        default: throw ProductListingError.ambiguousFilterValue(kind, name: name, matches: starting.map(\.name))
        }
    }

    /// The ids of the values `names` mean, each once, in the order named.
    static func ids(_ names: [String], among values: [ProductBrowseValueDataModel], kind: ProductFilterKindDomainModel) throws
        -> [String]
    {
        var ids: [String] = []
        for name in names {
            let id = try match(name, among: values, kind: kind).id
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }
}
