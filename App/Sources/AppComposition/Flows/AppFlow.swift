import FeatureContracts
import FeatureHost
import FeatureKit
import Localization
import Navigation
import ReplKit

/// The root flow: the home screen, the registered features' flows as children,
/// the commands that work on every screen, and the hand-overs from one feature
/// to another (a feature asks for a destination; the feature providing it opens).
@MainActor
public final class AppFlow: Flow, ReplNavigator {
    private let diContainer: AppDiContainer
    private let flowStepEmitter = FlowStepEmitter<AppFlowStep>()
    private let strings: Localizer<AppStringKey>
    private var router: FeatureRouter?
    private var routeOpener: RouteOpener?

    public init(diContainer: AppDiContainer, navigation: NavigationStack = NavigationStack()) {
        self.diContainer = diContainer
        self.strings = AppStrings.localizer(diContainer.currentAppLanguage)
        super.init(navigation: navigation)
        let router = FeatureRouter(currentFeatures: { [diContainer] in diContainer.features }, rootFlow: self)
        self.router = router
        routeOpener = RouteOpener(router: router, currentLanguage: diContainer.currentAppLanguage)
        flowStepEmitter.listen { [weak self] step in self?.navigate(to: step) }
    }

    override public func start() {
        let home = HomeView(
            viewModel: HomeViewModel(
                features: diContainer.features,
                accountSession: diContainer.environment.contracts.provider(of: (any AccountSession).self),
                flowStepEmitter: flowStepEmitter),
            currentAppLanguage: diContainer.currentAppLanguage
        )
        navigation.setRoot(home, owner: self)
    }

    /// A destination a feature asked for, or a global command's: the feature providing it
    /// opens it (on top of the asking screen for a hand-over entry).
    override public func handle(_ destination: AppDestination) {
        router?.handOver(to: destination)
    }

    /// Opens the screen at `route` (a route or a link), with the back stack a person would
    /// have walked (`app --open`, `goto`). Returns `nil` when it did, else what was wrong.
    public func open(route: String) async -> String? {
        await routeOpener?.open(route)
    }

    public var screens: [any ReplScreen] {
        navigation.screens.compactMap { $0 as? any ReplScreen }
    }

    public var globalCommands: [ReplCommand] {
        let language = diContainer.currentAppLanguage
        let leave: @MainActor () -> Void = { [unowned self] in screensDidLeave() }
        let registered = FeatureCommands.make(for: diContainer.features, currentLanguage: language) { [unowned self] in
            handle($0)
        }
        let registeredNames = Set(registered.map(\.name))
        return [
            NavigationCommands.back(navigation: navigation, currentLanguage: language, didLeave: leave),
            NavigationCommands.home(navigation: navigation, currentLanguage: language, didLeave: leave),
            AboutCommand.make(diContainer: diContainer, strings: strings),
        ]
            + (diContainer.configuration.offersDebugMenu
                ? [DebugCommand.make(diContainer: diContainer, navigation: navigation, owner: self)] : [])
            + registered
            + (routeOpener.map { [GotoCommand.make(opener: $0, currentLanguage: language)] } ?? [])
            + ReservedCommands.all.filter { !registeredNames.contains($0.name) }.map(unavailableScreenCommand)
    }

    /// Where the registered features' own commands work, for a person who types one elsewhere.
    public var commandPlaces: [CommandPlace] {
        diContainer.features.flatMap(\.commandPlaces)
    }

    func navigate(to step: AppFlowStep) {
        switch step {
        case .featureTappedFromHome(let destination):
            handle(destination)
        }
    }

    private func unavailableScreenCommand(_ reserved: (name: String, title: AppStringKey)) -> ReplCommand {
        let title = strings.text(reserved.title)
        let summary = FeatureHostStrings.localizer(diContainer.currentAppLanguage).text(.goToSummary, ["screen": title])
        return ReplCommand(name: reserved.name, summary: summary, isListed: false) {
            [unowned self] _ in
            // A registered feature's screen whose toggle is off: its route says it is not available.
            if diContainer.features.contains(where: { $0.routes.contains { $0.path == reserved.name } }) {
                return await open(route: reserved.name).map { .failure($0) } ?? .silent
            }
            return .failure(strings.text(.notInThisBuild, ["screen": title]))
        }
    }
}
