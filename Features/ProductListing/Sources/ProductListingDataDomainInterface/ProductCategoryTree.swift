import ProductListingData
import ProductListingDomain

/// The navigation tree from the saved category nodes (each naming its parent).
enum ProductCategoryTree {
    /// The top-level nodes with everything under them, in the saved order.
    static func roots(_ nodes: [ProductBrowseValueDataModel]) -> [ProductCategoryDomainModel] {
        let children = Dictionary(grouping: nodes, by: \.parentId)
        func build(_ node: ProductBrowseValueDataModel, path: [String]) -> ProductCategoryDomainModel {
            let nodePath = path + [node.name]
            return ProductCategoryDomainModel(
                id: node.id, name: node.name, path: nodePath, productCount: node.productCount,
                children: (children[node.id] ?? []).map { build($0, path: nodePath) }
            )
        }
        return (children[nil] ?? []).map { build($0, path: []) }
    }

    /// The nodes from the top down to the one with `id`; empty when there is none.
    static func path(to id: String, in nodes: [ProductBrowseValueDataModel]) -> [ProductBrowseValueDataModel] {
        let byId = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var path: [ProductBrowseValueDataModel] = []
        var next = byId[id]
        while let node = next, path.count <= nodes.count {
            path.insert(node, at: 0)
            next = node.parentId.flatMap { byId[$0] }
        }
        return path
    }
}
