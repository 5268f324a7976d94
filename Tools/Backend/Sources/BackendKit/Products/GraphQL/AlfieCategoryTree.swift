import Foundation

/// The catalog's categories as Alfie shows them: departments (the first name of a path,
/// `women`) over categories (`women-dresses`), as the navigation menu, a listing's title and
/// its hierarchy.
struct AlfieCategoryTree: Sendable {
    let categories: [StoredCategory]

    /// The id of the department a path starts with: its first name as a slug.
    static func departmentId(_ category: StoredCategory) -> String {
        SearchText.words(category.path.first ?? category.id).joined(separator: "-")
    }

    /// The `header` menu: a `LISTING` per department, with its categories under it.
    var menu: [AlfieNavMenuItem] {
        var departments: [(id: String, name: String, categories: [StoredCategory])] = []
        for category in categories {
            let id = Self.departmentId(category)
            if let index = departments.firstIndex(where: { $0.id == id }) {
                departments[index].categories.append(category)
            } else {
                departments.append((id, category.path.first ?? id, [category]))
            }
        }
        return departments.map { department in
            AlfieNavMenuItem(
                title: department.name, type: .listing, url: "/c/\(department.id)", media: nil,
                items: department.categories.map { category in
                    AlfieNavMenuItem(
                        title: category.path.last ?? category.id, type: .listing, url: "/c/\(category.id)", media: nil, items: [],
                        attributes: nil)
                },
                attributes: nil)
        }
    }

    /// The levels from the department down to `categoryId`; `nil` for an unknown id.
    func hierarchy(_ categoryId: String) -> [AlfieHierarchyItem]? {
        if let category = categories.first(where: { $0.id == categoryId }) {
            let department = departmentItem(category)
            let item = AlfieHierarchyItem(
                categoryId: AlfieID(category.id), name: category.path.last ?? category.id, slug: category.id, parent: department)
            return [department, item]
        }
        return categories.first { Self.departmentId($0) == categoryId }.map { [departmentItem($0)] }
    }

    /// A listing's title: its category's name, the search's words, or `Products`.
    func title(categoryId: String?, query: String?) -> String {
        if let query = query?.trimmingCharacters(in: .whitespaces), !query.isEmpty { return query }
        if let categoryId, let last = hierarchy(categoryId)?.last { return last.name }
        return "Products"
    }

    private func departmentItem(_ category: StoredCategory) -> AlfieHierarchyItem {
        let id = Self.departmentId(category)
        return AlfieHierarchyItem(categoryId: AlfieID(id), name: category.path.first ?? id, slug: id, parent: nil)
    }
}
