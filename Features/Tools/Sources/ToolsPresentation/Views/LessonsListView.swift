import Localization
import ReplKit
import ToolsDomain

/// Text view of the lessons list: the featured lessons, then the others, numbered on
/// through both, each with its progress ("45% complete", "Completed", nothing when never
/// opened); then the count and the lesson language. `open` and `share` take a lesson's
/// number or code.
@MainActor
public final class LessonsListView: ReplScreen {
    public let viewModel: LessonsListViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText
    private let itemPicker: ItemPicker
    /// The "Personalized" / "All lessons" switch and the personalized lessons.
    public let personalization: PersonalizedListViewModel<PersonalizedLessonsDomainModel>?
    private let personalizedText: PersonalizedListText
    private let share: ToolShareCommand

    /// `terminalColumns` gives the terminal's width (`nil` in a script): `share` draws the link's QR code when it fits.
    public init(
        viewModel: LessonsListViewModel, currentAppLanguage: CurrentAppLanguage,
        personalization: PersonalizedListViewModel<PersonalizedLessonsDomainModel>? = nil,
        terminalColumns: @escaping @MainActor () -> Int? = { nil }
    ) {
        self.viewModel = viewModel
        self.personalization = personalization
        personalizedText = PersonalizedListText(currentAppLanguage: currentAppLanguage)
        let strings = ToolsStrings.localizer(currentAppLanguage)
        self.strings = strings
        let text = ToolsText(strings: strings)
        self.text = text
        itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
        share = ToolShareCommand(strings: strings, text: text, terminalColumns: terminalColumns)
    }

    public let routeName = "lessons"
    public var title: String { strings.text(.lessonsTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "open", usage: strings.text(.commandOpenUsage), summary: strings.text(.commandOpenLessonSummary),
                arguments: .one
            ) { [unowned self] words in
                let lessons = personalization?.shown?.lessons ?? viewModel.visibleLessons
                switch itemPicker.pick(words[0], from: lessons, id: \.code) {
                case .failure(let failure): return .failure(failure.message)
                case .success(let index):
                    viewModel.lessonTapped(id: lessons[index].id)
                    return .silent
                }
            },
            share.itemCommand(usage: .commandShareLessonUsage, summary: .commandShareListedLessonSummary, pick: pickLesson) {
                [unowned self] in await viewModel.shareTapped(id: $0)
            },
            ReplCommand(name: "language", summary: strings.text(.commandLessonLanguageSummary)) { [unowned self] _ in
                viewModel.languageFilterTapped()
                return .silent
            },
        ] + (personalization.map { [text] in personalizedText.commands($0, failure: text.failure) } ?? [])
    }

    /// The id of the lesson on screen that `token` names (its number or code).
    private func pickLesson(_ token: String) -> Result<String, ItemPickFailure> {
        let lessons = personalization?.shown?.lessons ?? viewModel.visibleLessons
        return itemPicker.pick(token, from: lessons, id: \.code).map { lessons[$0].id }
    }

    public func appear() async {
        await viewModel.screenAppeared()
        await personalization?.screenAppeared()
    }

    public func render() -> [String] {
        if let shown = personalization?.shown { return personalizedText.lessonsLines(shown, text: text) }
        return viewModel.state.lines(failure: text.failure) { list in
            guard !list.rows.isEmpty else { return ["  " + strings.text(.lessonsEmpty)] }
            let width = String(list.rows.count).count
            let row = { [text] (lesson: LessonSummaryDomainModel) in
                ([lesson.name] + [lesson.progress.map(text.lessonProgress)].compactMap { $0 }).joined(separator: " · ")
            }
            var lines: [String] = []
            if !list.featured.isEmpty {
                lines.append(strings.text(.lessonsFeatured))
                lines += text.numbered(list.featured.map(row), first: 1, width: width)
                lines.append(strings.text(.lessonsAll))
            }
            lines += text.numbered(list.lessons.map(row), first: list.featured.count + 1, width: width)
            let status = [strings.plural(.lessonsCount, count: list.rows.count)] + [list.language?.nativeName].compactMap { $0 }
            return lines + [status.joined(separator: " · "), strings.text(.lessonsHint)]
        }
    }
}
