import ReplKit

extension ProductListingView {
    /// `open-link LINK`: the product a shared link names, in its colour.
    var linkCommand: ReplCommand {
        ReplCommand(
            name: "open-link", usage: strings.text(.commandOpenLinkUsage), summary: strings.text(.commandOpenLinkSummary),
            arguments: .text
        ) { [unowned self] words in
            let text = words.joined(separator: " ")
            guard !text.isEmpty else { return .failure(strings.text(.errorOpenLinkUsage, ["form": productLinks.linkForm])) }
            if let failure = await productLinks.linkOpened(text) { return .failure(failure.text(strings)) }
            return .silent
        }
    }
}
