import ToolsDomain

/// `share` while reading: the tool's public link in the language shown, at the page shown.
public struct ToolSharing: Sendable {
    public let toolId: String
    private let shareToolUseCase: ShareToolUseCase

    public init(toolId: String, shareToolUseCase: ShareToolUseCase) {
        self.toolId = toolId
        self.shareToolUseCase = shareToolUseCase
    }

    /// The link at `pageIndex` (0-based; `nil` for the tool's start) in `languageCode`.
    func shareTapped(pageIndex: Int?, languageCode: String?) async -> ToolsNotice {
        do {
            let link = try await shareToolUseCase.execute(toolId: toolId, pageIndex: pageIndex, languageCode: languageCode)
            return .shareLink(url: link.url)
        } catch {
            return .failed(ToolsFailure(error))
        }
    }
}
