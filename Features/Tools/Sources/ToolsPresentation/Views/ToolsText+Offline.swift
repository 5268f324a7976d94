import ReplKit
import ToolsDomain

extension ToolsText {
    /// "Added … to your favorites." and, under it, what keeping it offline came to.
    func favoritedOffline(name: String, offline: OfflineFavoriteOutcome) -> ReplOutcome {
        .messageThenRender(
            strings.text(.noticeFavorited, ["name": name]) + "\n" + ToolsOfflineText.line(offline, strings: strings))
    }

    /// `notice`'s outcome with a line under its message for each language the update changed.
    func outcome(_ notice: ToolsNotice, adding updates: LanguageUpdatesDomainModel) -> ReplOutcome {
        let lines = ToolsOfflineText.lines(updates, strings: strings)
        guard !lines.isEmpty else { return outcome(notice) }
        let added = lines.joined(separator: "\n")
        switch outcome(notice) {
        case .message(let message): return .message(message + "\n" + added)
        case .messageThenRender(let message): return .messageThenRender(message + "\n" + added)
        case .render: return .messageThenRender(added)
        case .silent: return .message(added)
        case .failure(let message): return .failure(message)
        }
    }
}
