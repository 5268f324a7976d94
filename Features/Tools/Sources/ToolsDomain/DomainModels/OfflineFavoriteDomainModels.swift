/// A favorite kept for reading offline: the tool, by name in the app language, and the
/// languages its content is saved in (the app language, and its primary and parallel ones).
public struct FavoriteOfflineDomainModel: Sendable, Equatable {
    public let toolId: String
    public let toolName: String
    public let languages: [ToolLanguageDomainModel]

    public init(toolId: String, toolName: String, languages: [ToolLanguageDomainModel]) {
        self.toolId = toolId
        self.toolName = toolName
        self.languages = languages
    }
}

/// How far keeping a favorite offline has come: 0 ... 1 over its languages' files.
public struct FavoriteOfflineProgressDomainModel: Sendable, Equatable {
    public let toolName: String
    public let fraction: Double

    public init(toolName: String, fraction: Double) {
        self.toolName = toolName
        self.fraction = fraction
    }
}

/// Hears a favorite's offline download progress, from whatever thread does the work.
public typealias FavoriteOfflineProgressHandler = @Sendable (FavoriteOfflineProgressDomainModel) -> Void
