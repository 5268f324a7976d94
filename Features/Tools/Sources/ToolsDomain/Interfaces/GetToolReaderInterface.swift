/// Gives a tool's pages in its chosen languages, downloading what is not saved.
public protocol GetToolReaderInterface: Sendable {
    func getToolReader(toolId: String, onProgress: @escaping ToolDownloadProgressHandler) async throws(ToolsError)
        -> ToolReaderDomainModel
}
