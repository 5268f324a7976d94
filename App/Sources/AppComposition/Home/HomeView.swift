import Localization
import ReplKit

/// Text view of the home screen: a numbered list of the features.
@MainActor
public final class HomeView: ReplScreen {
    private let viewModel: HomeViewModel
    private let strings: Localizer<AppStringKey>
    private let itemPicker: ItemPicker

    public init(viewModel: HomeViewModel, currentAppLanguage: CurrentAppLanguage) {
        self.viewModel = viewModel
        self.strings = AppStrings.localizer(currentAppLanguage)
        self.itemPicker = ItemPicker(currentLanguage: currentAppLanguage)
    }

    public let routeName = "home"
    public var title: String { strings.text(.homeTitle) }

    public var commands: [ReplCommand] {
        [
            ReplCommand(
                name: "open", usage: strings.text(.homeOpenUsage), summary: strings.text(.homeOpenSummary), arguments: .one
            ) { [unowned self] words in
                if let feature = featureNamed(words[0]) {
                    viewModel.featureTapped(feature)
                    return .silent
                }
                switch itemPicker.pick(words[0], from: viewModel.features, id: \.rawValue) {
                case .failure(let failure):
                    return .failure(failure.message)
                case .success(let index):
                    viewModel.featureTapped(viewModel.features[index])
                    return .silent
                }
            },
        ]
    }

    public func appear() async {}

    /// A feature named as the home screen shows it in the app language ("Idiomas").
    private func featureNamed(_ name: String) -> AppFeature? {
        viewModel.features.first { strings.text($0.nameKey).caseInsensitiveCompare(name) == .orderedSame }
    }

    public func render() -> [String] {
        let rows = viewModel.features.enumerated().map { index, feature in
            "  \(index + 1). \(strings.text(feature.nameKey)) [\(feature.rawValue)] — \(strings.text(feature.summaryKey))"
        }
        return rows + [strings.text(.homeHint)]
    }
}
