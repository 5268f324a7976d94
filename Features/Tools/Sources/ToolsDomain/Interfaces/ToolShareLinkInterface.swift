/// Makes a tool's public link.
public protocol ToolShareLinkInterface: Sendable {
    /// The link to the tool in `languageCode` (its primary language when `nil`), at the page
    /// with `pageIndex` (0-based) when one is being read, naming its parallel language when one is set.
    func getShareLink(toolId: String, pageIndex: Int?, languageCode: String?) async throws(ToolsError)
        -> ToolShareLinkDomainModel
}
