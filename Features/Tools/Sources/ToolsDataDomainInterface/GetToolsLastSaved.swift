import Foundation
import ToolsData
import ToolsDomain

/// When the catalog was last read from the current source: the catalog's sync time.
public struct GetToolsLastSaved: GetToolsLastSavedInterface {
    private let repository: ToolsCatalogRepository

    public init(repository: ToolsCatalogRepository) {
        self.repository = repository
    }

    public func getToolsLastSaved() async -> Date? {
        (try? await repository.syncedAt()) ?? nil
    }
}
