/// The person comes back to a tool they are reading after changing its languages:
/// its pages in the languages now chosen (no new view is counted).
public struct ReadToolInChosenLanguagesUseCase: Sendable {
    private let reader: any GetToolReaderInterface

    public init(reader: any GetToolReaderInterface) {
        self.reader = reader
    }

    public func execute(
        toolId: String, onProgress: @escaping ToolDownloadProgressHandler = { _ in }
    ) async throws(ToolsError) -> ToolReaderDomainModel {
        try await reader.getToolReader(toolId: toolId, linkLanguages: nil, onProgress: onProgress)
    }
}
