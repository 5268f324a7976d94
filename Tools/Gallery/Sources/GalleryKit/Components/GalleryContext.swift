import Localization
import ReplKit

/// What a component is drawn with: the gallery's strings in the app language,
/// the columns to fit, and the session's progress line.
@MainActor
public struct GalleryContext {
    public let strings: Localizer<GalleryStringKey>
    public let columns: Int
    public let progress: ReplProgress
    public let currentLanguage: CurrentAppLanguage
    /// Where a component asks the person something (the question component's commands).
    public let questions: ReplQuestions

    public init(
        strings: Localizer<GalleryStringKey>, columns: Int, progress: ReplProgress, currentLanguage: CurrentAppLanguage,
        questions: ReplQuestions = ReplQuestions()
    ) {
        self.strings = strings
        self.columns = columns
        self.progress = progress
        self.currentLanguage = currentLanguage
        self.questions = questions
    }

    /// The rows as a numbered list, each cut to fit the columns after its number.
    public func numbered(_ rows: [String], status: String? = nil) -> [String] {
        NumberedList.lines(rows.map { ColumnText.truncated($0, toColumns: room(afterNumbering: rows.count)) }, status: status)
    }

    /// The rows as a numbered list, each wrapped at spaces to fit the columns, its
    /// further lines starting under its first.
    public func numberedWrapped(_ rows: [String], status: String? = nil) -> [String] {
        let wrapped = rows.map { ColumnText.wrapped($0, toColumns: room(afterNumbering: rows.count)) }
        let firsts = NumberedList.lines(wrapped.map { $0.first ?? "" })
        let indent = String(repeating: " ", count: labelWidth(rows.count))
        return zip(firsts, wrapped).flatMap { first, lines in [first] + lines.dropFirst().map { indent + $0 } }
            + (status.map { [$0] } ?? [])
    }

    /// `text` wrapped at spaces to the columns, each line indented two spaces, as a message is shown in a state.
    public func indented(_ text: String) -> [String] {
        ColumnText.wrapped(text, toColumns: max(columns - 2, 1)).map { "  " + $0 }
    }

    /// The columns `  12. ` takes in a list of `count` rows.
    private func labelWidth(_ count: Int) -> Int {
        2 + String(count).count + 2
    }

    private func room(afterNumbering count: Int) -> Int {
        max(columns - labelWidth(count), 1)
    }
}
