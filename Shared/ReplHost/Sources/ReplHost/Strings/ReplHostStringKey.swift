import Foundation
import Localization

/// The session's own messages: help headings, input errors, "did you mean", script ends.
public enum ReplHostStringKey: String, LocalizedStringKey {
    case helpSummary = "help.summary"
    case whereSummary = "where.summary"
    case quitSummary = "quit.summary"
    case helpGlobalHeading = "help.heading.global"
    case helpScreenHeading = "help.heading.screen"
    case helpItemHint = "help.itemHint"
    case unknownCommand = "error.unknownCommand"
    case unknownCommandWithSuggestion = "error.unknownCommandWithSuggestion"
    case usage = "error.usage"
    case lineTooLong = "error.lineTooLong"
    case invalidEncoding = "error.invalidEncoding"
    case controlCharacters = "error.controlCharacters"
    case unterminatedQuote = "error.unterminatedQuote"
    case cancelled = "message.cancelled"
    case scriptStopped = "message.scriptStopped"
    case scriptNotFound = "error.scriptNotFound"
    case scriptIsFolder = "error.scriptIsFolder"
    case commandWorksElsewhere = "error.commandWorksElsewhere"
    case unknownCommandWorksElsewhere = "error.unknownCommandWorksElsewhere"
    case outputUnwritable = "error.outputUnwritable"
    case historyIsSymbolicLink = "error.historyIsSymbolicLink"
}

/// The host's string catalog, loaded once.
public enum ReplHostStrings {
    public static let catalog = StringCatalog<ReplHostStringKey>.load(resources: "ReplHost_ReplHost", fallback: { .module })

    public static func localizer(_ currentLanguage: CurrentAppLanguage) -> Localizer<ReplHostStringKey> {
        Localizer(catalog: catalog, currentLanguage: currentLanguage)
    }
}
