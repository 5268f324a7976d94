/// The person shares a tool (`share` on its details or while reading it): its public link,
/// at the page shown when reading.
public struct ShareToolUseCase: Sendable {
    private let links: any ToolShareLinkInterface

    public init(links: any ToolShareLinkInterface) {
        self.links = links
    }

    public func execute(toolId: String, pageIndex: Int? = nil, languageCode: String? = nil) async throws(ToolsError)
        -> ToolShareLinkDomainModel
    {
        try await links.getShareLink(toolId: toolId, pageIndex: pageIndex, languageCode: languageCode)
    }
}
