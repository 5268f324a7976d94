import Localization
import ReplKit
import ToolsDomain

/// The offline favorites notice as text: a line the tools list shows above its rows while it
/// is shown, and the `dismiss` command that closes it for good.
@MainActor
public final class OfflineFavoritesBannerView {
    public let viewModel: OfflineFavoritesBannerViewModel
    private let strings: Localizer<ToolsStringKey>
    private let text: ToolsText

    public init(viewModel: OfflineFavoritesBannerViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        strings = ToolsStrings.localizer(currentAppLanguage)
        text = ToolsText(strings: strings)
    }

    public func appear() async {
        await viewModel.screenAppeared()
    }

    /// The notice's lines: none once it is closed.
    public func lines() -> [String] {
        viewModel.isShown ? ["ⓘ " + strings.text(.offlineBanner)] : []
    }

    public var commands: [ReplCommand] {
        [
            ReplCommand(name: "dismiss", summary: strings.text(.commandDismissSummary)) { [unowned self] _ in
                switch await viewModel.dismissTapped() {
                case .dismissed: return .messageThenRender(strings.text(.offlineBannerDismissed))
                case .alreadyDismissed: return .message(strings.text(.offlineBannerAlreadyDismissed))
                case .failed(let failure): return .failure(text.failure(failure))
                }
            }
        ]
    }
}
