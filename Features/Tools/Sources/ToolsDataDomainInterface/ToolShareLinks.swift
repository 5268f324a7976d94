import ToolsData
import ToolsDomain

/// A tool's share link in GodTools' knowgod.com form (``KnowGodShareLink``), in the
/// languages chosen for it.
public struct ToolShareLinks: ToolShareLinkInterface {
    private let settings: ToolLanguageSettings

    public init(settings: ToolLanguageSettings) {
        self.settings = settings
    }

    public func getShareLink(toolId: String, pageIndex: Int?, languageCode: String?) async throws(ToolsError)
        -> ToolShareLinkDomainModel
    {
        let resolved = try await settings.resolved(toolId: toolId)
        return ToolShareLinkDomainModel(
            url: KnowGodShareLink.url(
                abbreviation: resolved.tool.abbreviation, resourceType: resolved.tool.resourceType,
                languageCode: languageCode ?? resolved.primary.code, pageIndex: pageIndex,
                primaryLanguageCode: resolved.primary.code, parallelLanguageCode: resolved.parallel?.code))
    }
}
