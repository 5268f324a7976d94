import Localization
import QRCode
import ReplKit

/// `share` on a tool's details or reader: the tool's link, and on a terminal wide enough
/// its QR code under it in half blocks (dark modules as ink); in scripts, or where the
/// symbol would wrap (and so not scan), the link alone.
@MainActor
struct ToolShareCommand {
    let strings: Localizer<ToolsStringKey>
    let text: ToolsText
    /// The terminal's columns; `nil` in a script.
    let terminalColumns: @MainActor () -> Int?

    func command(_ share: @escaping @MainActor () async -> ToolsNotice) -> ReplCommand {
        ReplCommand(name: "share", summary: strings.text(.commandShareSummary)) { [self] _ in
            let notice = await share()
            guard case .shareLink(let url) = notice else { return text.outcome(notice) }
            return .message(([url] + qrCodeLines(url)).joined(separator: "\n"))
        }
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
