import Localization
import ReplKit
import ToolsDomain

/// Text view of the lesson language filter: each language with a lesson, by both its
/// names, with "N lessons available", the one in effect marked ✓ (no "Any" row: lessons
/// are read in one language).
@MainActor
public final class LessonLanguageFilterView: ReplScreen {
    public let viewModel: LessonLanguageFilterViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText
    private let itemPicker: ItemPicker

    public init(viewModel: LessonLanguageFilterViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ToolsStrings.localizer(currentAppLanguage)
        text = ToolsText(strings: strings)
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "lesson-language"
    public var title: String { strings.text(.lessonLanguageTitle) }

    public var commands: [ReplCommand] {
        [
            text.chooseCommand(
                summary: .commandChooseLessonLanguageSummary, picker: itemPicker,
                options: { [unowned self] in viewModel.visibleOptions },
                id: { $0.language.code }, choose: { [unowned self] in await viewModel.languageTapped($0) }
            )
        ]
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        viewModel.state.lines(failure: text.failure) { options in
            let rows = options.map { option in
                ToolsText.bothNames(option.language) + " · " + strings.plural(.lessonsCount, count: option.lessonCount)
                    + (option.isSelected ? " ✓" : "")
            }
            return NumberedList.lines(rows) + [strings.text(.lessonLanguageHint)]
        }
    }
}
