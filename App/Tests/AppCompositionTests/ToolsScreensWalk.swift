/// A walk through every screen of the Tools feature in the bundled content: the dashboard
/// (its Favorites tab, empty and then with favorites, and a tab that is not there), the list and
/// its filters, a tool's details and settings, the reader of a tract (cards, a modal, a
/// hidden card, a link), of an adventure and of articles, Favorites, the lessons with
/// their language and a lesson left and resumed, and Downloadable languages (Amharic,
/// which has one tool, downloaded, shown with its last update and removed), and the menu with
/// each of its screens (the introduction among them). The tools list's offline favorites notice
/// shows, then is dismissed, and favoriting keeps a tool offline. Commands that fail are in it
/// too, so their messages show.
enum ToolsScreensWalk {
    static let commands =
        list + details + tractReader + adventureReader + articlesReader + favorites + lessons + personalization + downloads
        + menu

    /// The screens the walk must reach, by route.
    static let routes: Set = [
        "tools", "category", "language", "details", "settings", "read", "favorites", "lessons", "lesson-language",
        "lesson", "downloads", "country", "evaluation", "menu", "about", "onboarding", "feedback",
    ]

    private static let list = [
        "tools", "help", "open 99", "all", "back", "tab zz", "tab tools", "help", "fav 1", "fav 1", "unfav 1", "unfav 1",
        "open zzz", "refresh", "dismiss", "dismiss", "goto tools/zzz",
        "category", "help", "choose 99", "choose 2", "language", "help", "search zzz", "search espa", "search",
        "choose 2", "language", "choose 1", "category", "choose 1",
    ]

    private static let details = [
        "open kgp", "help", "fav", "fav", "unfav", "unfav", "settings", "help", "primary xx", "parallel es",
        "primary es", "swap", "parallel none", "swap", "primary en", "parallel es", "back",
    ]

    private static let tractReader = [
        "read", "help", "prev", "next", "tap 1", "help", "tap 9", "back", "tap 3", "card 9", "next", "tap 1", "tap 1",
        "card 3", "page 99", "page x", "switch", "switch", "page 8", "next", "next", "next", "next", "next", "settings",
        "back", "back", "tools", "tab tools",
    ]

    private static let adventureReader = [
        "open questions", "read", "help", "tap 9", "switch", "tap 2", "tap 1", "tap 1", "tap 1", "tap 1", "back", "tools",
        "tab tools",
    ]

    private static let articlesReader = [
        "open teachmetoshare", "read", "help", "open 99", "open 1", "help", "open 1", "help", "tap 1", "settings",
        "parallel es", "back", "back", "tools", "tab tools",
    ]

    private static let favorites = [
        "fav 2", "favorites", "help", "all", "help", "move 1", "move 1 2", "remove 1", "no", "yes", "remove 1", "yes", "remove 1",
        "yes", "remove 1", "yes", "remove 1", "yes", "remove 1",
    ]

    private static let lessons = [
        "lessons", "help", "goto lessons/zzz", "language", "help", "choose xx", "choose en", "open 1", "help", "next",
        "back", "open 1", "help", "next", "continue", "back", "open 1", "start over", "back",
    ]

    private static let menu = [
        "menu", "help", "open 99", "open localization", "back", "open about", "back", "open tutorial", "help", "prev",
        "next", "next", "next", "next", "open feedback", "help", "write", "write Thanks", "back", "open language", "back",
        "lessons", "tab favorites", "open 1", "back", "back",
    ]
    /// The personalized lessons and tools, the country setting, and a lesson read to its end and evaluated.
    private static let personalization =
        [
            "show personalized", "help", "show maybe", "country", "help", "search zzz", "search ke", "choose 99",
            "choose Atlantis", "choose 1", "show all", "open 1",
        ] + Array(repeating: "next", count: 12) + [
            "back", "help", "ready 0", "ready 7", "no", "send", "tools", "tab tools", "show personalized", "country",
            "choose none",
            "show personalized", "show all",
        ]

    private static let downloads = [
        "languages", "downloads", "help", "search zzz", "search", "download am", "search", "remove zz", "retry", "remove am",
        "no", "yes", "remove am", "yes", "remove am", "back", "back",
    ]
}
