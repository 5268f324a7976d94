import Localization
import ReplKit

/// `columns N` and `lang CODE`: the width and the app language the gallery is drawn in.
@MainActor
enum GallerySettingCommands {
    static func columns(_ settings: GallerySettings) -> ReplCommand {
        let strings = settings.strings
        return ReplCommand(
            name: "columns", usage: strings.text(.commandColumnsUsage), summary: strings.text(.commandColumnsSummary),
            arguments: .one
        ) { words in
            guard let columns = Int(words[0]), GallerySettings.columnRange.contains(columns) else {
                return .failure(settings.strings.text(.errorColumns, ["value": words[0]]))
            }
            settings.chosenColumns = columns
            return .render
        }
    }

    static func language(_ settings: GallerySettings) -> ReplCommand {
        let strings = settings.strings
        return ReplCommand(
            name: "lang", usage: strings.text(.commandLangUsage), summary: strings.text(.commandLangSummary), arguments: .one
        ) { words in
            guard let language = SupportedAppLanguages.language(withCode: words[0]) else {
                let codes = SupportedAppLanguages.all.map(\.code).joined(separator: ", ")
                return .failure(settings.strings.text(.errorLanguage, ["code": words[0], "codes": codes]))
            }
            settings.currentLanguage.change(to: language)
            return .render
        }
    }
}
