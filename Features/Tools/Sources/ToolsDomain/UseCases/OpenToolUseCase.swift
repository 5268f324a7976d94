/// The person opens a tool to read it (`read` on its details): one more view is counted,
/// and its pages come in its chosen languages (or those a link names), downloaded first when not saved.
public struct OpenToolUseCase: Sendable {
    private let reader: any GetToolReaderInterface
    private let views: any ToolViewsInterface

    public init(reader: any GetToolReaderInterface, views: any ToolViewsInterface) {
        self.reader = reader
        self.views = views
    }

    public func execute(
        toolId: String, linkLanguages: ToolLinkLanguagesDomainModel? = nil,
        onProgress: @escaping ToolDownloadProgressHandler = { _ in }
    ) async throws(ToolsError) -> ToolReaderDomainModel {
        let tool = try await reader.getToolReader(toolId: toolId, linkLanguages: linkLanguages, onProgress: onProgress)
        await views.recordToolOpened(toolId: toolId)
        return tool
    }
}
