import Localization
import QRCode
import ReplKit

/// `share` on a tool's details or reader: the tool's link, and on a terminal its QR code
/// under it in half blocks (dark modules as ink); in scripts the link alone.
@MainActor
struct ToolShareCommand {
    let strings: Localizer<ToolsStringKey>
    let text: ToolsText
    /// Whether the session is on a terminal (a script gets the link alone).
    let showsQRCode: @MainActor () -> Bool

    func command(_ share: @escaping @MainActor () async -> ToolsNotice) -> ReplCommand {
        ReplCommand(name: "share", summary: strings.text(.commandShareSummary)) { [self] _ in
            let notice = await share()
            guard case .shareLink(let url) = notice else { return text.outcome(notice) }
            return .message(([url] + qrCodeLines(url)).joined(separator: "\n"))
        }
    }

    /// The link's QR code, or nothing in scripts or when it is too long for a symbol.
    private func qrCodeLines(_ url: String) -> [String] {
        guard showsQRCode(), let code = try? QRCode(text: url) else { return [] }
        return QRCodeText.halfBlocks(code)
    }
}
