import ToolsData
import ToolsDomain
import Foundation
import Localization

/// The Tools items with the list's rule applied: sorted by title in the
/// app language's order.
public struct GetToolsItems: GetToolsItemsInterface {
    private let repository: ToolsItemsRepository
    private let currentAppLanguage: CurrentAppLanguage

    public init(repository: ToolsItemsRepository, currentAppLanguage: CurrentAppLanguage) {
        self.repository = repository
        self.currentAppLanguage = currentAppLanguage
    }

    public func getItems() async throws -> [ToolsItemDomainModel] {
        let locale = currentAppLanguage.language.locale
        return try await repository.getItems()
            .sorted { $0.title.compare($1.title, locale: locale) == .orderedAscending }
            .map(Self.domainModel)
    }

    public func getItem(id: String) async throws -> ToolsItemDomainModel {
        guard let item = try await repository.getItem(id: id) else { throw ToolsError.itemNotFound(id: id) }
        return Self.domainModel(item)
    }

    private static func domainModel(_ item: ToolsItemDataModel) -> ToolsItemDomainModel {
        ToolsItemDomainModel(id: item.id, title: item.title, summary: item.summary)
    }
}
