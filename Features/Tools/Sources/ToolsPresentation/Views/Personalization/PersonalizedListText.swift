import Localization
import ReplKit
import ToolsDomain

/// What the tools and lessons lists share for their personalized set: the `show` and `country`
/// commands, the heading with what it was ranked for, and GodTools' "Personalization unavailable".
@MainActor
struct PersonalizedListText {
    let strings: Localizer<PersonalizationStringKey>

    init(currentAppLanguage: CurrentAppLanguage) {
        strings = PersonalizationStrings.localizer(currentAppLanguage)
    }

    /// `show` and `country`; none while personalization is off.
    func commands<Content>(_ viewModel: PersonalizedListViewModel<Content>, failure: @escaping (ToolsFailure) -> String)
        -> [ReplCommand]
    {
        guard viewModel.isAvailable else { return [] }
        return [
            ReplCommand(
                name: "show", usage: strings.text(.commandShowUsage), summary: strings.text(.commandShowSummary),
                arguments: .one
            ) { [strings] words in
                let personalized: Bool
                switch words[0].lowercased() {
                case "personalized", "personalised": personalized = true
                case "all": personalized = false
                default: return .failure(strings.text(.showUnknown))
                }
                if let problem = await viewModel.showTapped(personalized: personalized) { return .failure(failure(problem)) }
                return .messageThenRender(strings.text(personalized ? .showingPersonalized : .showingAll))
            },
            ReplCommand(name: "country", summary: strings.text(.commandCountrySummary)) { _ in
                viewModel.countryTapped()
                return .silent
            },
        ]
    }

    /// "Personalized for Kenya in English" or "Default order in English".
    func heading(_ context: PersonalizationContextDomainModel) -> String {
        let language = context.language?.name ?? ""
        guard let country = context.country else { return strings.text(.personalizedDefaultOrder, ["language": language]) }
        return strings.text(.personalizedForCountry, ["country": country.name, "language": language])
    }

    /// GodTools' "Personalization unavailable", why, and what to type.
    func unavailable(_ context: PersonalizationContextDomainModel, couldNotReachRanking: Bool) -> [String] {
        let language = context.language?.name ?? ""
        let reason: String
        if couldNotReachRanking {
            reason = strings.text(.unavailableUnreachable)
        } else if let country = context.country {
            reason = strings.text(.unavailableForCountry, ["country": country.name, "language": language])
        } else {
            reason = strings.text(.unavailableForLanguage, ["language": language])
        }
        return [strings.text(.unavailableTitle), "  " + reason, strings.text(.unavailableHint)]
    }

    /// The numbered rows under the heading, then the count and the hint.
    func lines(
        heading context: PersonalizationContextDomainModel, rows: [String], count: PersonalizationStringKey
    ) -> [String] {
        [strings.text(.personalizedHeading) + " · " + heading(context)] + NumberedList.lines(rows)
            + [strings.plural(count, count: rows.count), strings.text(.personalizedHint)]
    }
}

extension PersonalizedListText {
    /// The personalized tools as the tools list shows its rows, or "Personalization unavailable".
    func toolsLines(_ shown: PersonalizedToolsDomainModel, text: ToolsText) -> [String] {
        guard !shown.isUnavailable else {
            return unavailable(shown.context, couldNotReachRanking: shown.couldNotReachRanking)
        }
        return lines(heading: shown.context, rows: shown.tools.map { text.row($0) }, count: .personalizedToolCount)
    }

    /// The personalized lessons with their progress, or "Personalization unavailable".
    func lessonsLines(_ shown: PersonalizedLessonsDomainModel, text: ToolsText) -> [String] {
        guard !shown.isUnavailable else {
            return unavailable(shown.context, couldNotReachRanking: shown.couldNotReachRanking)
        }
        let rows = shown.lessons.map { lesson in
            ([lesson.name] + [lesson.progress.map(text.lessonProgress)].compactMap { $0 }).joined(separator: " · ")
        }
        return lines(heading: shown.context, rows: rows, count: .personalizedLessonCount)
    }
}
