/// Gives a tool's pages in its chosen languages, downloading what is not saved.
public protocol GetToolReaderInterface: Sendable {
    /// In `linkLanguages` when a link names them and the tool has them, else in its chosen languages.
    func getToolReader(
        toolId: String, linkLanguages: ToolLinkLanguagesDomainModel?, onProgress: @escaping ToolDownloadProgressHandler
    ) async throws(ToolsError) -> ToolReaderDomainModel
}
