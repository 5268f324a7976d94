import ToolsDomain
import Localization
import ReplKit

/// Text view of one Tools item: its title as the screen title, then its summary.
@MainActor
public final class ToolsItemDetailsView: ReplScreen {
    public let viewModel: ToolsItemDetailsViewModel
    private let strings: Localizer<ToolsStringKey>

    public init(viewModel: ToolsItemDetailsViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        self.strings = ToolsStrings.localizer(currentAppLanguage)
    }

    public let routeName = "details"
    public var title: String {
        if case .content(let item) = viewModel.state { return item.title }
        return strings.text(.detailsTitle)
    }

    public let commands: [ReplCommand] = []

    public func appear() async {
        await viewModel.screenAppeared()
    }

    public func render() -> [String] {
        switch viewModel.state {
        case .loading, .empty:
            return []
        case .failure(let failure):
            return ["  " + failure.text(strings)]
        case .content(let item):
            return ["  " + item.summary, strings.text(.detailsHint)]
        }
    }
}
