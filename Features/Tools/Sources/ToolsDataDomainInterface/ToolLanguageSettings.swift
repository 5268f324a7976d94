import Localization
import ToolsData
import ToolsDomain

/// A tool's primary and parallel languages, as GodTools's tool settings have them:
/// both chosen among the tool's own languages, each list leaving out the other's
/// choice, a parallel language only for tracts and cyoa, `swap` exchanging them.
/// The primary language starts as the app language when the tool has it, else the
/// tool's default locale, else English, else its first language. Choices are kept
/// per tool in the database; one that no longer fits the catalog reads as the default.
public struct ToolLanguageSettings: ToolLanguageSettingsInterface {
    private let catalogRepository: ToolsCatalogRepository
    private let settingsRepository: ToolLanguageSettingsRepository
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        catalogRepository: ToolsCatalogRepository, settingsRepository: ToolLanguageSettingsRepository,
        currentAppLanguage: CurrentAppLanguage
    ) {
        self.catalogRepository = catalogRepository
        self.settingsRepository = settingsRepository
        self.currentAppLanguage = currentAppLanguage
    }

    /// The settings in effect, over the catalog's data.
    struct Resolved {
        let rules: ToolCatalogRules
        let tool: ToolsResourceDataModel
        let languages: [ToolsLanguageDataModel]
        let primary: ToolsLanguageDataModel
        let parallel: ToolsLanguageDataModel?
        let supportsParallel: Bool
    }

    public func getToolSettings(toolId: String) async throws(ToolsError) -> ToolSettingsDomainModel {
        let settings = try await resolved(toolId: toolId)
        let naming = LanguageNaming(appLanguage: currentAppLanguage.language)
        let candidates = naming.sorted(settings.languages.map(naming.domainModel))
        return ToolSettingsDomainModel(
            toolId: settings.tool.id,
            toolName: settings.rules.name(of: settings.tool, appLanguageCode: currentAppLanguage.language.code),
            primaryLanguage: naming.domainModel(settings.primary),
            parallelLanguage: settings.parallel.map(naming.domainModel),
            primaryCandidates: candidates.filter { $0.id != settings.parallel?.id },
            parallelCandidates: settings.supportsParallel ? candidates.filter { $0.id != settings.primary.id } : [],
            supportsParallelLanguage: settings.supportsParallel
        )
    }

    public func setPrimaryLanguage(toolId: String, language: String) async throws(ToolsError) {
        let settings = try await resolved(toolId: toolId)
        let chosen = try self.language(named: language, among: settings.languages)
        if chosen.id == settings.parallel?.id { throw .languageIsOtherChoice(name: displayName(chosen)) }
        try await save(toolId, primary: chosen, parallel: settings.parallel)
    }

    public func setParallelLanguage(toolId: String, language: String?) async throws(ToolsError) {
        let settings = try await resolved(toolId: toolId)
        guard let language else {
            try await save(toolId, primary: settings.primary, parallel: nil)
            return
        }
        guard settings.supportsParallel else { throw .parallelLanguageNotSupported }
        let chosen = try self.language(named: language, among: settings.languages)
        if chosen.id == settings.primary.id { throw .languageIsOtherChoice(name: displayName(chosen)) }
        try await save(toolId, primary: settings.primary, parallel: chosen)
    }

    public func swapLanguages(toolId: String) async throws(ToolsError) {
        let settings = try await resolved(toolId: toolId)
        guard let parallel = settings.parallel else { throw .noParallelLanguage }
        try await save(toolId, primary: parallel, parallel: settings.primary)
    }

    /// The tool's languages and the choices in effect.
    func resolved(toolId: String) async throws(ToolsError) -> Resolved {
        let rules = try await catalogRepository.rules()
        guard let tool = rules.listedTool(id: toolId) else { throw .toolNotFound(id: toolId) }
        let stored: ToolLanguageSettingsDataModel
        do {
            stored = try await settingsRepository.settings(resourceId: toolId)
        } catch {
            throw .couldNotLoad
        }
        let languages = rules.languages(of: tool)
        guard
            let primary = stored.primaryLanguageId.flatMap({ id in languages.first { $0.id == id } })
                ?? defaultPrimary(tool, languages)
        else {
            throw .noContent(languageName: LanguageNaming(appLanguage: currentAppLanguage.language).appLanguageName)
        }
        let supportsParallel = ToolCatalogRules.parallelLanguageTypes.contains(tool.resourceType)
        let parallel =
            supportsParallel
            ? stored.parallelLanguageId.flatMap { id in languages.first { $0.id == id && $0.id != primary.id } }
            : nil
        return Resolved(
            rules: rules, tool: tool, languages: languages, primary: primary, parallel: parallel,
            supportsParallel: supportsParallel)
    }

    private func defaultPrimary(_ tool: ToolsResourceDataModel, _ languages: [ToolsLanguageDataModel]) -> ToolsLanguageDataModel?
    {
        for code in [currentAppLanguage.language.code, tool.defaultLocale, "en"] {
            if let language = languages.first(where: { $0.code.lowercased() == code.lowercased() }) { return language }
        }
        return languages.first
    }

    private func language(named text: String, among languages: [ToolsLanguageDataModel]) throws(ToolsError)
        -> ToolsLanguageDataModel
    {
        let naming = LanguageNaming(appLanguage: currentAppLanguage.language)
        guard let language = languages.first(where: { naming.isNamed($0, by: text) }) else { throw .languageNotAvailable(text) }
        return language
    }

    private func displayName(_ language: ToolsLanguageDataModel) -> String {
        LanguageNaming(appLanguage: currentAppLanguage.language).name(of: language)
    }

    private func save(_ toolId: String, primary: ToolsLanguageDataModel, parallel: ToolsLanguageDataModel?)
        async throws(ToolsError)
    {
        do {
            try await settingsRepository.save(
                ToolLanguageSettingsDataModel(
                    resourceId: toolId, primaryLanguageId: primary.id, parallelLanguageId: parallel?.id
                ))
        } catch {
            throw .couldNotSave
        }
    }
}
