import QRCode
import ReplKit

extension ProductDetailsView {
    /// `share`: the product's link in the colour shown, and on a terminal its QR code under it.
    var shareCommand: ReplCommand {
        ReplCommand(name: "share", summary: strings.text(.commandShareSummary)) { [unowned self] _ in
            guard let link = await viewModel.shareTapped() else { return .failure(strings.text(.errorCouldNotLoad)) }
            return .message(([link.url] + qrCodeLines(link.url)).joined(separator: "\n"))
        }
    }

    /// The link's QR code in half blocks (dark modules as ink), or nothing in scripts or
    /// when it is too long for a symbol.
    private func qrCodeLines(_ url: String) -> [String] {
        guard showsQRCode(), let code = try? QRCode(text: url) else { return [] }
        return QRCodeText.halfBlocks(code)
    }
}
