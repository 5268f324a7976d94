import Localization
import ToolsData
import ToolsDomain

/// The language lessons are listed and read in, as GodTools has it: the app language
/// by default, the person's choice after that, and the app language again when the app
/// language changes after the choice. Only languages with a lesson can be chosen; when
/// the app language has none, English, else the first language with a lesson.
struct LessonLanguageChoice {
    let catalogRepository: ToolsCatalogRepository
    let selectionRepository: ToolsFilterSelectionRepository
    let currentAppLanguage: CurrentAppLanguage

    struct Resolved {
        let rules: ToolCatalogRules
        /// Every language with a lesson, with how many.
        let languages: [(language: ToolsLanguageDataModel, lessonCount: Int)]
        let chosen: ToolsLanguageDataModel?
    }

    func resolved() async throws(ToolsError) -> Resolved {
        let rules = try await catalogRepository.rules()
        let languages = rules.catalog.languages.compactMap { language -> (language: ToolsLanguageDataModel, lessonCount: Int)? in
            let count = rules.listedLessons.filter { rules.isAvailable($0, languageId: language.id) }.count
            return count > 0 ? (language, count) : nil
        }
        let appCode = currentAppLanguage.language.code
        let stored: String?
        do {
            let chosenIn = try await selectionRepository.selection(
                ToolsFilterSelectionRepository.lessonLanguageChosenInAppLanguage)
            stored =
                chosenIn == appCode
                ? try await selectionRepository.selection(ToolsFilterSelectionRepository.lessonLanguageFilter) : nil
        } catch {
            throw .couldNotLoad
        }
        let candidates = languages.map(\.language)
        let chosen =
            stored.flatMap { id in candidates.first { $0.id == id } }
            ?? [appCode, "en"].lazy.compactMap { code in candidates.first { $0.code.lowercased() == code.lowercased() } }.first
            ?? candidates.first
        return Resolved(rules: rules, languages: languages, chosen: chosen)
    }

    /// Keeps `languageId` as the choice made in the current app language.
    func choose(languageId: String) async throws(ToolsError) {
        do {
            try await selectionRepository.select([
                (ToolsFilterSelectionRepository.lessonLanguageFilter, languageId),
                (ToolsFilterSelectionRepository.lessonLanguageChosenInAppLanguage, currentAppLanguage.language.code),
            ])
        } catch {
            throw .couldNotSave
        }
    }
}
