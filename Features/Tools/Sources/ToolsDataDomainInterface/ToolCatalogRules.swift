import Foundation
import ToolsData

/// The business rules over the saved catalog: which resources are listed tools,
/// their order, their categories and languages, and which translation names and
/// describes a tool in a language.
struct ToolCatalogRules {
    static let toolTypes: Set = ["tract", "article", "cyoa"]
    /// The tool types read with a parallel language.
    static let parallelLanguageTypes: Set = ["tract", "cyoa"]
    static let lessonType = "lesson"

    let catalog: ToolsContentDataModel
    /// Tools only (no lessons, metatools or unknown types), nothing hidden, by default order
    /// (a missing order is -1, so first), then by admin name.
    let listedTools: [ToolsResourceDataModel]
    /// Lessons, nothing hidden, in the same order.
    let listedLessons: [ToolsResourceDataModel]
    /// The listed tools as the tools list shows them: the versions of a metatool stand as
    /// one, the version chosen (else the metatool's default variant, else its first).
    let toolsInList: [ToolsResourceDataModel]
    private let languagesById: [String: ToolsLanguageDataModel]
    private let translationsByResource: [String: [ToolsTranslationDataModel]]

    init(catalog: ToolsContentDataModel) {
        self.catalog = catalog
        languagesById = Dictionary(catalog.languages.map { ($0.id, $0) }) { first, _ in first }
        translationsByResource = Dictionary(grouping: catalog.translations, by: \.resourceId)
        let visible = catalog.resources
            .filter { !$0.isHidden }
            .sorted { ($0.defaultOrder, $0.name, $0.id) < ($1.defaultOrder, $1.name, $1.id) }
        listedTools = visible.filter { Self.toolTypes.contains($0.resourceType) }
        listedLessons = visible.filter { $0.resourceType == Self.lessonType }
        let tools = listedTools
        let metatools = Dictionary(catalog.resources.filter { $0.resourceType == "metatool" }.map { ($0.id, $0) }) {
            first, _ in first
        }
        toolsInList = tools.filter { tool in
            guard let metatoolId = tool.metatoolId, let metatool = metatools[metatoolId] else { return true }
            let versionIds = tools.filter { $0.metatoolId == metatoolId }.map(\.id)
            let shown =
                [catalog.versionChoices[metatoolId], metatool.defaultVariantId].compactMap { $0 }.first(
                    where: versionIds.contains)
                ?? versionIds.first
            return tool.id == shown
        }
    }

    /// The versions of the metatool with `metatoolId`: its listed tools, in list order.
    func versions(ofMetatool metatoolId: String) -> [ToolsResourceDataModel] {
        listedTools.filter { $0.metatoolId == metatoolId }
    }

    /// The listed lesson with `id`.
    func listedLesson(id: String) -> ToolsResourceDataModel? {
        listedLessons.first { $0.id == id }
    }

    /// What downloading a language fetches: the listed tools and lessons.
    var downloadableResources: [ToolsResourceDataModel] { listedTools + listedLessons }

    /// The translation of `resource` in the language with `languageId` that has content to read.
    func readableTranslation(of resource: ToolsResourceDataModel, languageId: String) -> ToolsTranslationDataModel? {
        translation(of: resource, languageId: languageId).flatMap { $0.manifestName == nil ? nil : $0 }
    }

    /// The name of `resource` in the language with `languageId`, else by the app-language fallbacks.
    func name(of resource: ToolsResourceDataModel, languageId: String, appLanguageCode: String) -> String {
        translation(of: resource, languageId: languageId)?.translatedName ?? name(of: resource, appLanguageCode: appLanguageCode)
    }

    /// The listed tool with `id`.
    func listedTool(id: String) -> ToolsResourceDataModel? {
        listedTools.first { $0.id == id }
    }

    func language(id: String) -> ToolsLanguageDataModel? {
        languagesById[id]
    }

    /// The translations of `resource`.
    func translations(of resource: ToolsResourceDataModel) -> [ToolsTranslationDataModel] {
        translationsByResource[resource.id] ?? []
    }

    /// The translation of `resource` in `languageCode` (case-insensitive), if any.
    func translation(of resource: ToolsResourceDataModel, in languageCode: String) -> ToolsTranslationDataModel? {
        translations(of: resource).first { languagesById[$0.languageId]?.code.lowercased() == languageCode.lowercased() }
    }

    /// The translation of `resource` in the language with `languageId`, if any.
    func translation(of resource: ToolsResourceDataModel, languageId: String) -> ToolsTranslationDataModel? {
        translations(of: resource).first { $0.languageId == languageId }
    }

    /// Whether `resource` is available in the language with `languageId`.
    func isAvailable(_ resource: ToolsResourceDataModel, languageId: String) -> Bool {
        translation(of: resource, languageId: languageId) != nil
    }

    /// The name in the app language, else in the tool's default locale, else its admin name.
    func name(of resource: ToolsResourceDataModel, appLanguageCode: String) -> String {
        localized(resource, appLanguageCode: appLanguageCode, \.translatedName) ?? resource.name
    }

    /// The "About" text by the same fallbacks, ending with the English description.
    func about(of resource: ToolsResourceDataModel, appLanguageCode: String) -> String? {
        localized(resource, appLanguageCode: appLanguageCode, \.translatedDescription) ?? resource.description
    }

    /// A translation's text in the app language, else in the tool's default locale.
    func localized(
        _ resource: ToolsResourceDataModel, appLanguageCode: String, _ text: KeyPath<ToolsTranslationDataModel, String?>
    ) -> String? {
        translation(of: resource, in: appLanguageCode)?[keyPath: text]
            ?? translation(of: resource, in: resource.defaultLocale)?[keyPath: text]
    }

    /// The languages `resource` is available in, in catalog order.
    func languages(of resource: ToolsResourceDataModel) -> [ToolsLanguageDataModel] {
        let ids = Set(translations(of: resource).map(\.languageId))
        return catalog.languages.filter { ids.contains($0.id) }
    }

    /// The categories of the listed tools, in the order their first tool is listed.
    var categoriesInListOrder: [String] {
        var seen = Set<String>()
        return listedTools.compactMap(\.category).filter { seen.insert($0).inserted }
    }
}
