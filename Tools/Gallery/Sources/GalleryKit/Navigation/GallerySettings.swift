import Localization
import ReplKit

/// What every gallery screen is drawn with, and what `columns` and `lang` change:
/// the width, the app language, and the session's progress line.
@MainActor
public final class GallerySettings {
    /// The narrowest and widest layouts `--columns` and `columns` accept.
    public nonisolated static let columnRange = 20...400

    public let currentLanguage: CurrentAppLanguage
    public let progress: ReplProgress
    /// Where a component asks a question; the session answers once it is attached.
    public let questions: ReplQuestions
    /// The width asked for; `nil` follows the terminal (80 in scripts).
    public var chosenColumns: Int?

    public init(
        currentLanguage: CurrentAppLanguage, columns: Int? = nil, progress: ReplProgress = ReplProgress(),
        questions: ReplQuestions = ReplQuestions()
    ) {
        self.currentLanguage = currentLanguage
        self.chosenColumns = columns
        self.progress = progress
        self.questions = questions
    }

    /// The columns screens lay their text out in now.
    public var columns: Int {
        chosenColumns ?? TerminalWidth.current(progress: progress)
    }

    public var strings: Localizer<GalleryStringKey> {
        GalleryStrings.localizer(currentLanguage)
    }

    /// What a component is drawn with now.
    public var context: GalleryContext {
        GalleryContext(
            strings: strings, columns: columns, progress: progress, currentLanguage: currentLanguage, questions: questions)
    }

    /// The status line every gallery screen ends with.
    public var layoutStatus: String {
        strings.text(.statusLayout, ["columns": String(columns), "language": currentLanguage.language.code])
    }
}
