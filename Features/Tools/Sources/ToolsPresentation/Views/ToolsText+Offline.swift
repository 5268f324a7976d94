import ReplKit
import ToolsDomain

extension ToolsText {
    /// "Added … to your favorites." and, under it, what keeping it offline came to.
    func favoritedOffline(name: String, offline: OfflineFavoriteOutcome) -> ReplOutcome {
        .messageThenRender(
            strings.text(.noticeFavorited, ["name": name]) + "\n" + ToolsOfflineText.line(offline, strings: strings))
    }

    /// "French is available offline: 22 tools and lessons downloaded." (when any was) and, under
    /// it, "2 tools could not be downloaded: …" naming those the download passed over.
    func languageDownloaded(name: String, toolCount: Int, failedTools: [String]) -> String {
        var lines =
            toolCount > 0 || failedTools.isEmpty
            ? [strings.plural(.downloadsDownloaded, count: toolCount, ["language": name])] : []
        if !failedTools.isEmpty {
            lines.append(
                strings.plural(.downloadsToolsFailed, count: failedTools.count, ["tools": failedTools.joined(separator: ", ")]))
        }
        return lines.joined(separator: "\n")
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
