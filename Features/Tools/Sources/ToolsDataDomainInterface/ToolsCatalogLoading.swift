import ToolsData
import ToolsDomain

extension ToolsCatalogRepository {
    /// The saved catalog's rules, or the Tools error that says why there is none.
    func rules() async throws(ToolsError) -> ToolCatalogRules {
        do {
            return ToolCatalogRules(catalog: try await catalog())
        } catch let error as ToolsContentSourceError where error.isOffline {
            throw .sourceUnreachable
        } catch {
            throw .couldNotLoad
        }
    }
}
