/// The languages a link to a tool names (knowgod.com's path language or `primaryLanguage`,
/// and `parallelLanguage`), by code: the tool opens in them once, without changing its settings.
public struct ToolLinkLanguagesDomainModel: Sendable, Equatable {
    public let primaryCode: String
    public let parallelCode: String?

    public init(primaryCode: String, parallelCode: String? = nil) {
        self.primaryCode = primaryCode
        self.parallelCode = parallelCode
    }
}
