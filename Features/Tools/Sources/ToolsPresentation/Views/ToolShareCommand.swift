import Localization
import QRCode
import ReplKit

/// `share` on a tool's details or reader, a lesson's reader, or `share <n>` on Lessons: the
/// link, and on a terminal wide enough its QR code under it in half blocks (dark modules as
/// ink); in scripts, or where the symbol would wrap (and so not scan), the link alone.
@MainActor
struct ToolShareCommand {
    let strings: Localizer<ToolsStringKey>
    let text: ToolsText
    /// The terminal's columns; `nil` in a script.
    let terminalColumns: @MainActor () -> Int?

    /// `share` for what is on screen.
    func command(summary: ToolsStringKey = .commandShareSummary, _ share: @escaping @MainActor () async -> ToolsNotice)
        -> ReplCommand
    {
        ReplCommand(name: "share", summary: strings.text(summary)) { [self] _ in
            outcome(await share())
        }
    }

    /// `share <n|code>` for an item of a list: `pick` names it (or says why it cannot).
    func itemCommand(
        usage: ToolsStringKey, summary: ToolsStringKey, pick: @escaping @MainActor (String) -> Result<String, ItemPickFailure>,
        _ share: @escaping @MainActor (String) async -> ToolsNotice
    ) -> ReplCommand {
        ReplCommand(name: "share", usage: strings.text(usage), summary: strings.text(summary), arguments: .one) {
            [self] words in
            switch pick(words[0]) {
            case .failure(let failure): return .failure(failure.message)
            case .success(let id): return outcome(await share(id))
            }
        }
    }

    private func outcome(_ notice: ToolsNotice) -> ReplOutcome {
        guard case .shareLink(let url) = notice else { return text.outcome(notice) }
        return .message(([url] + qrCodeLines(url)).joined(separator: "\n"))
    }

    /// The link's QR code, or nothing in scripts, when it is too long for a symbol, or when
    /// the terminal is narrower than the symbol with its quiet zone.
    private func qrCodeLines(_ url: String) -> [String] {
        guard let columns = terminalColumns(), let code = try? QRCode(text: url),
            code.size + 2 * QRCode.quietZone <= columns
        else { return [] }
        return QRCodeText.halfBlocks(code)
    }
}
