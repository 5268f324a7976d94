import ToolsData
import ToolsDomain

/// A metatool's versions: the one chosen is kept in the database, the tools list shows it
/// in the metatool's place, and a favorite of another version moves to it.
public struct ToolVersions: ToolVersionsInterface {
    private let catalogRepository: ToolsCatalogRepository
    private let choiceRepository: ToolVersionChoiceRepository

    public init(catalogRepository: ToolsCatalogRepository, choiceRepository: ToolVersionChoiceRepository) {
        self.catalogRepository = catalogRepository
        self.choiceRepository = choiceRepository
    }

    public func chooseVersion(toolId: String) async throws(ToolsError) {
        let rules = try await catalogRepository.rules()
        guard let tool = rules.listedTool(id: toolId), let metatoolId = tool.metatoolId else { throw .toolNotFound(id: toolId) }
        do {
            try await choiceRepository.choose(resourceId: tool.id, of: metatoolId)
        } catch {
            throw .couldNotSave
        }
    }
}
