import Analytics

/// What the tools screens track, with GodTools' property names: `cru.tool` (the tool's
/// abbreviation), `cru.contentlanguage` and `cru.contentlanguagesecondary` (the codes of
/// the languages a tool is read in).
public enum ToolsAnalyticsEvent: AnalyticsEventConvertible, Equatable {
    case toolsViewed
    case toolDetailsViewed(code: String)
    case favoritesViewed
    case lessonsViewed
    case toolOpened(code: String, language: String, parallelLanguage: String?)
    case favorited(code: String)
    case unfavorited(code: String)

    public var analyticsEvent: AnalyticsEvent {
        switch self {
        case .toolsViewed: .screenView("tools")
        case .toolDetailsViewed(let code): .screenView("tool_details", Self.tool(code))
        case .favoritesViewed: .screenView("favorites")
        case .lessonsViewed: .screenView("lessons")
        case .toolOpened(let code, let language, let parallel):
            AnalyticsEvent(
                kind: .action, name: "tool_opened",
                properties: [Self.tool(code), AnalyticsProperty("cru.contentlanguage", language)]
                    + (parallel.map { [AnalyticsProperty("cru.contentlanguagesecondary", $0)] } ?? [])
            )
        case .favorited(let code): .action("add_to_favorites", Self.tool(code))
        case .unfavorited(let code): .action("remove_from_favorites", Self.tool(code))
        }
    }

    private static func tool(_ code: String) -> AnalyticsProperty {
        AnalyticsProperty("cru.tool", code)
    }
}
