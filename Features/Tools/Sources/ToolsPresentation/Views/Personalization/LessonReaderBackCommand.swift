import Localization
import ReplKit

/// `back` on a lesson: leaves it, and its evaluation follows when it is due.
@MainActor
enum LessonReaderBackCommand {
    static func make(viewModel: LessonReaderViewModel, strings: Localizer<PersonalizationStringKey>) -> ReplCommand {
        ReplCommand(name: "back", summary: strings.text(.commandLessonBackSummary)) { [weak viewModel] _ in
            await viewModel?.closeTapped()
            return .silent
        }
    }
}
