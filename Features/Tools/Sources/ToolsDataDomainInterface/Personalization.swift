import Localization
import ToolsData
import ToolsDomain

/// The country setting and the personalized lists, as GodTools has them: the tools ranked by
/// the content API for the country and the tools' language (the language filter, else the app
/// language), or its default order for that language with no country; the lessons likewise in
/// the lesson language. Only listed tools and lessons are kept, in the ranking's order; when
/// none is left, or the ranking cannot be had, personalization is unavailable. Lists show
/// all their tools until the person chooses "Personalized".
public struct Personalization: PersonalizationInterface {
    private let repository: PersonalizationRepository
    private let favoritesRepository: FavoriteToolsRepository
    private let progressRepository: LessonProgressRepository
    private let filters: ToolFilters
    private let lessonLanguage: LessonLanguageChoice
    private let currentAppLanguage: CurrentAppLanguage

    public init(
        repository: PersonalizationRepository, catalogRepository: ToolsCatalogRepository,
        favoritesRepository: FavoriteToolsRepository, selectionRepository: ToolsFilterSelectionRepository,
        progressRepository: LessonProgressRepository, currentAppLanguage: CurrentAppLanguage
    ) {
        self.repository = repository
        self.favoritesRepository = favoritesRepository
        self.progressRepository = progressRepository
        filters = ToolFilters(
            catalogRepository: catalogRepository, selectionRepository: selectionRepository, currentAppLanguage: currentAppLanguage
        )
        lessonLanguage = LessonLanguageChoice(
            catalogRepository: catalogRepository, selectionRepository: selectionRepository, currentAppLanguage: currentAppLanguage
        )
        self.currentAppLanguage = currentAppLanguage
    }

    private var naming: CountryNaming { CountryNaming(appLanguage: currentAppLanguage.language) }

    public func countryList(searchText: String) async throws(ToolsError) -> CountryListDomainModel {
        let naming = naming
        return CountryListDomainModel(
            countries: naming.allCountries().filter { naming.matches($0, searchText: searchText) },
            chosen: try await chosenCountry(), searchText: searchText)
    }

    public func chooseCountry(named text: String?) async throws(ToolsError) -> CountryChoiceDomainModel {
        var country: CountryDomainModel?
        if let text {
            guard let named = naming.country(named: text) else { return .unknown(text) }
            country = named
        }
        do {
            try await repository.setCountry(country?.code)
        } catch {
            throw .couldNotSave
        }
        return .chosen(country)
    }

    public func showsPersonalized(_ list: PersonalizedListDomainModel) async throws(ToolsError) -> Bool {
        do {
            return try await repository.showsPersonalized(list: list.rawValue) ?? false
        } catch {
            throw .couldNotLoad
        }
    }

    public func setShowsPersonalized(_ personalized: Bool, list: PersonalizedListDomainModel) async throws(ToolsError) {
        do {
            try await repository.setShowsPersonalized(personalized, list: list.rawValue)
        } catch {
            throw .couldNotSave
        }
    }

    public func personalizedTools() async throws(ToolsError) -> PersonalizedToolsDomainModel {
        let filtering = try await filters.currentFiltering()
        let rules = filtering.rules
        let appLanguage = currentAppLanguage.language
        let language =
            filtering.language ?? rules.catalog.languages.first { $0.code.lowercased() == appLanguage.code.lowercased() }
        let country = try await chosenCountry()
        let context = PersonalizationContextDomainModel(
            country: country, language: language.map(LanguageNaming(appLanguage: appLanguage).domainModel))
        let ranked: [String]
        do {
            ranked = try await repository.rankedResourceIds(country: country?.code, language: language?.code ?? appLanguage.code)
        } catch {
            return PersonalizedToolsDomainModel(context: context, tools: [], couldNotReachRanking: true)
        }
        let favorites: Set<String>
        do {
            favorites = Set(try await favoritesRepository.favoriteIds())
        } catch {
            throw .couldNotLoad
        }
        let tools = ranked.compactMap(rules.listedTool(id:)).map { tool in
            ToolSummaryDomainModel(
                id: tool.id, code: tool.abbreviation, name: rules.name(of: tool, appLanguageCode: appLanguage.code),
                category: tool.category, isFavorite: favorites.contains(tool.id),
                isAvailableInFilterLanguage: filtering.language.map { rules.isAvailable(tool, languageId: $0.id) })
        }
        return PersonalizedToolsDomainModel(context: context, tools: tools)
    }

    public func personalizedLessons() async throws(ToolsError) -> PersonalizedLessonsDomainModel {
        let resolved = try await lessonLanguage.resolved()
        let appLanguage = currentAppLanguage.language
        let country = try await chosenCountry()
        let context = PersonalizationContextDomainModel(
            country: country, language: resolved.chosen.map(LanguageNaming(appLanguage: appLanguage).domainModel))
        guard let language = resolved.chosen else { return PersonalizedLessonsDomainModel(context: context, lessons: []) }
        let ranked: [String]
        do {
            ranked = try await repository.rankedResourceIds(country: country?.code, language: language.code)
        } catch {
            return PersonalizedLessonsDomainModel(context: context, lessons: [], couldNotReachRanking: true)
        }
        let progress = try await progressRepository.progressByLesson()
        let rules = resolved.rules
        let lessons = ranked.compactMap(rules.listedLesson(id:)).filter { rules.isAvailable($0, languageId: language.id) }.map {
            lesson in
            LessonSummaryDomainModel(
                id: lesson.id, code: lesson.abbreviation,
                name: rules.name(of: lesson, languageId: language.id, appLanguageCode: appLanguage.code),
                progress: progress[lesson.id])
        }
        return PersonalizedLessonsDomainModel(context: context, lessons: lessons)
    }

    private func chosenCountry() async throws(ToolsError) -> CountryDomainModel? {
        let code: String?
        do {
            code = try await repository.country()
        } catch {
            throw .couldNotLoad
        }
        return code.flatMap(naming.country(code:))
    }
}
