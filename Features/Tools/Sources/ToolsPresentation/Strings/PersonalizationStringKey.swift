import Foundation
import Localization

/// The texts of the country setting, the personalized lists and the lesson evaluation, kept in
/// their own tables (`Resources/PersonalizationStrings`).
public enum PersonalizationStringKey: String, LocalizedStringKey {
    case countryTitle = "country.title"
    case countryChosen = "country.chosen"
    case countryNone = "country.none"
    case countryCount = "country.count"
    case countryMore = "country.more"
    case countryNoMatch = "country.noMatch"
    case countryHint = "country.hint"
    case countryChanged = "country.changed"
    case countryCleared = "country.cleared"
    case countryUnknown = "country.unknown"
    case commandCountrySummary = "command.country.summary"
    case commandChooseCountryUsage = "command.chooseCountry.usage"
    case commandChooseCountrySummary = "command.chooseCountry.summary"
    case commandSearchCountryUsage = "command.searchCountry.usage"
    case commandSearchCountrySummary = "command.searchCountry.summary"
    case commandShowUsage = "command.show.usage"
    case commandShowSummary = "command.show.summary"
    case showUnknown = "show.unknown"
    case showingPersonalized = "show.personalized"
    case showingAll = "show.all"
    case personalizedHeading = "personalized.heading"
    case personalizedForCountry = "personalized.forCountry"
    case personalizedDefaultOrder = "personalized.defaultOrder"
    case personalizedToolCount = "personalized.toolCount"
    case personalizedLessonCount = "personalized.lessonCount"
    case personalizedHint = "personalized.hint"
    case unavailableTitle = "unavailable.title"
    case unavailableForCountry = "unavailable.forCountry"
    case unavailableForLanguage = "unavailable.forLanguage"
    case unavailableUnreachable = "unavailable.unreachable"
    case unavailableHint = "unavailable.hint"
    case evaluationTitle = "evaluation.title"
    case evaluationHelpfulQuestion = "evaluation.helpfulQuestion"
    case evaluationReadyQuestion = "evaluation.readyQuestion"
    case evaluationScale = "evaluation.scale"
    case evaluationAnswerYes = "evaluation.answerYes"
    case evaluationAnswerNo = "evaluation.answerNo"
    case evaluationUnanswered = "evaluation.unanswered"
    case evaluationHint = "evaluation.hint"
    case evaluationThanks = "evaluation.thanks"
    case evaluationSkipped = "evaluation.skipped"
    case evaluationOffScale = "evaluation.offScale"
    case commandYesSummary = "command.yes.summary"
    case commandNoSummary = "command.no.summary"
    case commandReadyUsage = "command.ready.usage"
    case commandReadySummary = "command.ready.summary"
    case commandSendSummary = "command.send.summary"
    case commandSkipSummary = "command.skip.summary"
    case commandLessonBackSummary = "command.lessonBack.summary"
}

public enum PersonalizationStrings {
    public static let catalog = StringCatalog<PersonalizationStringKey>.load(
        resources: "Tools_ToolsPresentation", fallback: { .module }, subdirectory: "PersonalizationStrings")

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<PersonalizationStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}
