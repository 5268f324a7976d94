/// A country a person can choose for personalized lists: its ISO 3166 code and its name in the app language.
public struct CountryDomainModel: Sendable, Equatable {
    public let code: String
    public let name: String

    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}

/// The country list: the countries matching the search, by name in the app language, and the one chosen.
public struct CountryListDomainModel: Sendable, Equatable {
    public let countries: [CountryDomainModel]
    public let chosen: CountryDomainModel?
    public let searchText: String

    public init(countries: [CountryDomainModel], chosen: CountryDomainModel?, searchText: String) {
        self.countries = countries
        self.chosen = chosen
        self.searchText = searchText
    }
}

/// What choosing a country came to.
public enum CountryChoiceDomainModel: Sendable, Equatable {
    /// The country kept; `nil` when the choice was cleared (the lists' default order).
    case chosen(CountryDomainModel?)
    /// No country has that name or code.
    case unknown(String)
}

/// The lists that have a personalized set: the tools and the lessons.
public enum PersonalizedListDomainModel: String, Sendable, Equatable {
    case tools
    case lessons
}

/// What a personalized list was ranked for: the country (none: the default order) and the language.
public struct PersonalizationContextDomainModel: Sendable, Equatable {
    public let country: CountryDomainModel?
    public let language: ToolLanguageDomainModel?

    public init(country: CountryDomainModel?, language: ToolLanguageDomainModel?) {
        self.country = country
        self.language = language
    }
}

/// The personalized tools: the content API's ranking for the country and language, or GodTools'
/// "Personalization unavailable" when there is none (or it could not be had).
public struct PersonalizedToolsDomainModel: Sendable, Equatable {
    public let context: PersonalizationContextDomainModel
    public let tools: [ToolSummaryDomainModel]
    /// Whether the ranking could not be had at all (as opposed to holding no tool).
    public let couldNotReachRanking: Bool

    public init(context: PersonalizationContextDomainModel, tools: [ToolSummaryDomainModel], couldNotReachRanking: Bool = false) {
        self.context = context
        self.tools = tools
        self.couldNotReachRanking = couldNotReachRanking
    }

    public var isUnavailable: Bool { tools.isEmpty }
}

/// The personalized lessons, in the lesson language, as the personalized tools are.
public struct PersonalizedLessonsDomainModel: Sendable, Equatable {
    public let context: PersonalizationContextDomainModel
    public let lessons: [LessonSummaryDomainModel]
    public let couldNotReachRanking: Bool

    public init(
        context: PersonalizationContextDomainModel, lessons: [LessonSummaryDomainModel], couldNotReachRanking: Bool = false
    ) {
        self.context = context
        self.lessons = lessons
        self.couldNotReachRanking = couldNotReachRanking
    }

    public var isUnavailable: Bool { lessons.isEmpty }
}

/// GodTools' lesson evaluation: was the lesson helpful (may be left unanswered), and how ready the
/// person feels to share their faith, on GodTools' scale.
public struct LessonEvaluationDomainModel: Sendable, Equatable {
    /// GodTools' readiness scale: 1 to 10, starting at 6.
    public static let readinessScale = 1...10
    public static let defaultReadiness = 6

    public let lessonId: String
    public let helpful: Bool?
    public let readiness: Int
    /// The highest page reached, 0-based as GodTools counts it.
    public let pageReached: Int

    /// `nil` when `readiness` is off the scale.
    public init?(lessonId: String, helpful: Bool?, readiness: Int, pageReached: Int) {
        guard Self.readinessScale.contains(readiness) else { return nil }
        self.lessonId = lessonId
        self.helpful = helpful
        self.readiness = readiness
        self.pageReached = pageReached
    }
}
