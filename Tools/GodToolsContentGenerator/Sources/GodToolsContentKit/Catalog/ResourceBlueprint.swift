/// A resource of the content set before its random parts are drawn.
struct ResourceBlueprint {
    let abbreviation: String
    /// Admin (English) name.
    let name: String
    /// `tract`, `article`, `cyoa`, `lesson` or `metatool`.
    let type: String
    let category: String?
    var isSpotlight = false
    var isHidden = false
    /// Language code of the fallback name; `nil` leaves the attribute out (clients read `en`).
    var defaultLocale: String?
    /// Whether `attr-default-order` is left out (clients sort it first).
    var hasNoDefaultOrder = false
    /// Abbreviations of the tools a metatool groups; the first is its default variant.
    var variants: [String] = []
    /// When set, the only languages it is translated into (none of them its default locale).
    var onlyLanguages: [String]? = nil
    /// Whether its manifest lists training tips that its pages refer to.
    var hasTips = false

    var isLesson: Bool { type == "lesson" }
    var isMetatool: Bool { type == "metatool" }
}

extension ResourceBlueprint {
    private static func tool(
        _ abbreviation: String, _ name: String, _ type: String, _ category: String,
        spotlight: Bool = false, hidden: Bool = false, locale: String? = "en", noOrder: Bool = false, only: [String]? = nil,
        tips: Bool = false
    ) -> ResourceBlueprint {
        ResourceBlueprint(
            abbreviation: abbreviation, name: name, type: type, category: category,
            isSpotlight: spotlight, isHidden: hidden, defaultLocale: locale, hasNoDefaultOrder: noOrder, onlyLanguages: only,
            hasTips: tips
        )
    }

    private static func lesson(_ abbreviation: String, _ name: String, spotlight: Bool = false, hidden: Bool = false)
        -> ResourceBlueprint
    {
        ResourceBlueprint(
            abbreviation: abbreviation, name: name, type: "lesson", category: nil, isSpotlight: spotlight, isHidden: hidden,
            defaultLocale: "en")
    }

    /// Every resource, in the order the API lists them (by id).
    static let all: [ResourceBlueprint] = [
        tool("kgp", "Knowing God Personally", "tract", "gospel", spotlight: true, tips: true),
        tool("fourlaws", "The Four Spiritual Laws", "tract", "gospel", tips: true),
        tool("satisfied", "Satisfied?", "tract", "gospel"),
        tool("thefour", "The Four", "tract", "gospel"),
        tool("honorshame", "Honor Restored", "tract", "gospel", locale: nil),
        tool("esperanza", "Esperanza", "tract", "gospel", locale: "es"),
        tool("teachmetoshare", "Teach Me to Share", "article", "training", spotlight: true),
        tool("questions", "Questions Worth Asking", "cyoa", "conversation_starter", tips: true),
        tool("wouldyourather", "Would You Rather", "cyoa", "conversation_starter"),
        tool("startconversation", "Starting the Conversation", "tract", "conversation_starter"),
        tool("storyexchange", "Story Exchange", "article", "conversation_starter"),
        tool("firstquestions", "First Questions", "cyoa", "conversation_starter", hidden: true),
        tool("discover", "Discovering God's Design", "tract", "growth"),
        tool("emmaus", "Walk to Emmaus", "cyoa", "growth", spotlight: true),
        tool("prayerguide", "A Guide to Prayer", "article", "growth"),
        tool("nextsteps", "Next Steps", "tract", "growth"),
        tool("deeperlife", "Deeper Life", "article", "growth", hidden: true),
        tool("sharegospel", "Sharing the Gospel", "tract", "training"),
        tool("lifeonmission", "Life on Mission", "tract", "training"),
        tool("listening", "The Art of Listening", "cyoa", "training"),
        tool("smallgroups", "Leading Small Groups", "article", "training"),
        tool("everystudent", "EveryStudent Articles", "article", "articles"),
        tool("isthereagod", "Is There a God?", "article", "articles"),
        tool("whyjesus", "Why Jesus?", "article", "articles", noOrder: true),
        tool("faithdoubts", "Faith and Doubts", "article", "articles"),
        tool("campfire", "Campfire Stories", "cyoa", "outreach", only: ["fr", "ar"]),
        lesson("lessonspirit", "The Holy Spirit", spotlight: true),
        lesson("lessonprayer", "Learning to Pray"),
        lesson("lessonbible", "Reading the Bible"),
        lesson("lessoncommunity", "Life in Community"),
        lesson("lessonforgive", "Forgiveness"),
        lesson("lessonidentity", "Who You Are in Christ"),
        lesson("lessonretired", "An Old Lesson", hidden: true),
        ResourceBlueprint(
            abbreviation: "kgpmeta", name: "Knowing God Personally (all versions)", type: "metatool", category: "gospel",
            defaultLocale: "en", variants: ["kgp", "thefour", "fourlaws"]
        ),
    ]
}
