import ToolsData
import ToolsDomain

/// Listed tools and lessons found by code in the saved catalog, the case of the code ignored;
/// hidden resources and other types are never found.
public struct ToolCodes: ToolCodesInterface {
    private let catalogRepository: ToolsCatalogRepository

    public init(catalogRepository: ToolsCatalogRepository) {
        self.catalogRepository = catalogRepository
    }

    public func toolId(code: String) async throws(ToolsError) -> String {
        try await id(of: code, among: \.listedTools, orElse: .toolNotFound(id: code))
    }

    public func lessonId(code: String) async throws(ToolsError) -> String {
        try await id(of: code, among: \.listedLessons, orElse: .lessonNotFound(id: code))
    }

    private func id(
        of code: String, among listed: KeyPath<ToolCatalogRules, [ToolsResourceDataModel]>, orElse notFound: ToolsError
    ) async throws(ToolsError) -> String {
        let rules = try await catalogRepository.rules()
        guard let resource = Self.resource(code, in: rules[keyPath: listed]) else { throw notFound }
        return resource.id
    }

    private static func resource(_ code: String, in resources: [ToolsResourceDataModel]) -> ToolsResourceDataModel? {
        let wanted = code.lowercased()
        return resources.first { $0.abbreviation.lowercased() == wanted }
    }
}
