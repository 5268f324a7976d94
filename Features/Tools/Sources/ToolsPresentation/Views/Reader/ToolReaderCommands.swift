import ReplKit
import ToolsDomain

/// The commands the tool readers share, each worded once: `next`, `prev`, numbered ones
/// (`card`, `tap`, `tip`, `open`), `page`, `back` and `switch`.
@MainActor
struct ToolReaderCommands {
    let words: ToolReaderText

    func next(_ action: @escaping @MainActor () -> ToolsNotice?) -> ReplCommand {
        ReplCommand(name: "next", summary: words.strings.text(.commandNextSummary)) { [words] _ in words.outcome(action()) }
    }

    func previous(_ action: @escaping @MainActor () -> ToolsNotice?) -> ReplCommand {
        ReplCommand(name: "prev", aliases: ["previous"], summary: words.strings.text(.commandPrevSummary)) { [words] _ in
            words.outcome(action())
        }
    }

    /// A command taking one number; anything else is refused as that number not being there.
    func numbered(
        _ name: String, usage: ToolReaderStringKey, summary: ToolReaderStringKey,
        _ action: @escaping @MainActor (Int) async -> ToolsNotice?
    ) -> ReplCommand {
        ReplCommand(name: name, usage: words.reader.text(usage), summary: words.reader.text(summary), arguments: .one) {
            [words] arguments in
            words.outcome(await action(Int(arguments[0]) ?? 0))
        }
    }

    /// `tip <n>`: a training tip the page lists.
    func tip(_ tips: ToolTipReaderViewModel, listed: @escaping @MainActor () -> [String]) -> ReplCommand {
        numbered("tip", usage: .commandTipUsage, summary: .commandTipSummary) { await tips.tipTapped($0, listed: listed()) }
    }

    /// `page <n>`: a word that is not a number is named as the page that is not there.
    func page(pages: @escaping @MainActor () -> Int, _ action: @escaping @MainActor (Int) -> ToolsNotice?) -> ReplCommand {
        ReplCommand(
            name: "page", usage: words.reader.text(.commandPageUsage), summary: words.reader.text(.commandPageSummary),
            arguments: .one
        ) { [words] arguments in
            guard let number = Int(arguments[0]) else {
                return .failure(words.strings.text(.readerNoSuchPage, ["page": arguments[0], "pages": String(pages())]))
            }
            return words.outcome(action(number))
        }
    }

    /// `back`: drawn again when it stayed in the tool; nothing when it left.
    func back(_ action: @escaping @MainActor () async -> Bool) -> ReplCommand {
        ReplCommand(name: "back", summary: words.reader.text(.commandReaderBackSummary)) { _ in
            await action() ? .render : .silent
        }
    }

    func switchLanguage(_ action: @escaping @MainActor () -> ToolsNotice?) -> ReplCommand {
        ReplCommand(name: "switch", summary: words.reader.text(.commandSwitchSummary)) { [words] _ in words.outcome(action()) }
    }
}
