import Foundation
import ProductListingData
import ProductListingDomain

/// The categories in a products server's navigation (Alfie's `NavMenuItem`s): each
/// `LISTING` entry is a category whose id its URL carries; other entries (pages,
/// links, the home) are left out, the listings under them taking their place.
enum RemoteNavigationCategories {
    /// The category tree, in the server's order. The server gives no counts.
    static func tree(_ items: [ProductNavigationItemDataModel], path: [String] = []) -> [ProductCategoryDomainModel] {
        items.flatMap { item -> [ProductCategoryDomainModel] in
            guard let id = categoryId(of: item) else { return tree(item.items, path: path) }
            let itemPath = path + [item.title]
            return [
                ProductCategoryDomainModel(
                    id: id, name: item.title, path: itemPath, productCount: nil, children: tree(item.items, path: itemPath))
            ]
        }
    }

    /// The names from the top of the tree down to the category `id`; empty when it is not there.
    static func path(to id: String, in items: [ProductNavigationItemDataModel]) -> [String] {
        func find(_ nodes: [ProductCategoryDomainModel]) -> [String]? {
            for node in nodes {
                if node.id == id { return node.path }
                if let found = find(node.children) { return found }
            }
            return nil
        }
        return find(tree(items)) ?? []
    }

    /// The category id a `LISTING` entry's URL carries: its `categoryId` (or `category`, `id`)
    /// query item when it has one, else its last path segment ("/women/tops" is "tops").
    static func categoryId(of item: ProductNavigationItemDataModel) -> String? {
        guard item.type == nil || item.type == "LISTING", let url = item.url?.trimmingCharacters(in: .whitespaces), !url.isEmpty
        else {
            return nil
        }
        let components = URLComponents(string: url)
        for name in ["categoryId", "category", "id"] {
            if let value = components?.queryItems?.first(where: { $0.name == name })?.value, !value.isEmpty { return value }
        }
        let path = components?.path ?? url
        return path.split(separator: "/").last.map(String.init)
    }
}
