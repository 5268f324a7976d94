import Foundation
import ToolsData

/// The business rules over the saved catalog: which resources are listed tools,
/// their order, and which translation names and describes a tool in a language.
struct ToolCatalogRules {
    static let toolTypes: Set = ["tract", "article", "cyoa"]

    let catalog: ToolsContentDataModel
    private let languageCodes: [String: String]
    private let translationsByResource: [String: [ToolsTranslationDataModel]]

    init(catalog: ToolsContentDataModel) {
        self.catalog = catalog
        languageCodes = Dictionary(catalog.languages.map { ($0.id, $0.code) }) { first, _ in first }
        translationsByResource = Dictionary(grouping: catalog.translations, by: \.resourceId)
    }

    /// Tools only (no lessons, metatools or unknown types), nothing hidden, by default order
    /// (a missing order is -1, so first), then by admin name.
    var listedTools: [ToolsResourceDataModel] {
        catalog.resources
            .filter { Self.toolTypes.contains($0.resourceType) && !$0.isHidden }
            .sorted { ($0.defaultOrder, $0.name, $0.id) < ($1.defaultOrder, $1.name, $1.id) }
    }

    /// The listed tool with `id`.
    func listedTool(id: String) -> ToolsResourceDataModel? {
        listedTools.first { $0.id == id }
    }

    /// The translations of `resource`.
    func translations(of resource: ToolsResourceDataModel) -> [ToolsTranslationDataModel] {
        translationsByResource[resource.id] ?? []
    }

    /// The translation of `resource` in `languageCode` (case-insensitive), if any.
    func translation(of resource: ToolsResourceDataModel, in languageCode: String) -> ToolsTranslationDataModel? {
        translations(of: resource).first { languageCodes[$0.languageId]?.lowercased() == languageCode.lowercased() }
    }

    /// The name in the app language, else in the tool's default locale, else its admin name.
    func name(of resource: ToolsResourceDataModel, appLanguageCode: String) -> String {
        translation(of: resource, in: appLanguageCode)?.translatedName
            ?? translation(of: resource, in: resource.defaultLocale)?.translatedName
            ?? resource.name
    }

    /// The "About" text by the same fallbacks, ending with the English description.
    func about(of resource: ToolsResourceDataModel, appLanguageCode: String) -> String? {
        translation(of: resource, in: appLanguageCode)?.translatedDescription
            ?? translation(of: resource, in: resource.defaultLocale)?.translatedDescription
            ?? resource.description
    }

    /// The languages `resource` is available in.
    func languages(of resource: ToolsResourceDataModel) -> [ToolsLanguageDataModel] {
        let ids = Set(translations(of: resource).map(\.languageId))
        return catalog.languages.filter { ids.contains($0.id) }
    }
}
