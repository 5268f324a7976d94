/// The languages chosen for a tool by language id; `nil` for none chosen.
public struct ToolLanguageSettingsDataModel: Sendable, Equatable {
    public let resourceId: String
    public let primaryLanguageId: String?
    public let parallelLanguageId: String?

    public init(resourceId: String, primaryLanguageId: String?, parallelLanguageId: String?) {
        self.resourceId = resourceId
        self.primaryLanguageId = primaryLanguageId
        self.parallelLanguageId = parallelLanguageId
    }
}
