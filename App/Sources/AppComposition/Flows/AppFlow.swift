import Localization
import Navigation
import ReplKit

/// The root flow: the home screen, one child flow per feature, and the
/// commands that work on every screen.
@MainActor
public final class AppFlow: Flow, ReplNavigator {
    private let diContainer: AppDiContainer
    private let flowStepEmitter = FlowStepEmitter<AppFlowStep>()
    private let strings: Localizer<AppStringKey>

    public init(diContainer: AppDiContainer, navigation: NavigationStack = NavigationStack()) {
        self.diContainer = diContainer
        self.strings = AppStrings.localizer(diContainer.currentAppLanguage)
        super.init(navigation: navigation)
        flowStepEmitter.listen { [weak self] step in self?.navigate(to: step) }
    }

    override public func start() {
        let home = HomeView(
            viewModel: HomeViewModel(flowStepEmitter: flowStepEmitter),
            currentAppLanguage: diContainer.currentAppLanguage
        )
        navigation.setRoot(home, owner: self)
    }

    public var screens: [any ReplScreen] {
        navigation.screens.compactMap { $0 as? any ReplScreen }
    }

    public var globalCommands: [ReplCommand] {
        let language = diContainer.currentAppLanguage
        let leave: @MainActor () -> Void = { [unowned self] in finishChildrenWithoutScreens() }
        return [
            NavigationCommands.back(navigation: navigation, currentLanguage: language, didLeave: leave),
            NavigationCommands.home(navigation: navigation, currentLanguage: language, didLeave: leave),
        ]
            + AppFeature.allCases.map(featureCommand)
            + [(ArgumentRule.none, "bag", AppStringKey.screenBagName),
               (.none, "wishlist", .screenWishlistName),
               (.none, "favorites", .screenFavoritesName)].map { unavailableScreenCommand(name: $0.1, nameKey: $0.2) }
    }

    func navigate(to step: AppFlowStep) {
        switch step {
        case .featureTappedFromHome(let feature):
            open(feature)
        }
    }

    /// Goes to a feature's first screen from anywhere, leaving the others.
    private func open(_ feature: AppFeature) {
        navigation.popToRoot()
        finishChildrenWithoutScreens()
        switch feature {
        case .languages:
            startChild(LanguagesFlow(diContainer: diContainer.languages, navigation: navigation))
        case .contacts:
            startChild(ContactsFlow(diContainer: diContainer.contacts, navigation: navigation))
        case .products, .tools:
            break
        }
    }

    private func featureCommand(_ feature: AppFeature) -> ReplCommand {
        let name = strings.text(feature.nameKey)
        guard feature.isAvailable else {
            return unavailableScreenCommand(name: feature.rawValue, nameKey: feature.nameKey)
        }
        return ReplCommand(name: feature.rawValue, summary: strings.text(.goToSummary, ["screen": name])) {
            [unowned self] _ in
            open(feature)
            return .render
        }
    }

    private func unavailableScreenCommand(name: String, nameKey: AppStringKey) -> ReplCommand {
        ReplCommand(name: name, summary: strings.text(.goToSummary, ["screen": strings.text(nameKey)]), isListed: false) {
            [unowned self] _ in
            .failure(strings.text(.notInThisBuild, ["screen": strings.text(nameKey)]))
        }
    }
}
