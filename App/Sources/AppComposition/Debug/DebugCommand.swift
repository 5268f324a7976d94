import Localization
import Navigation
import ReplKit

/// `debug`: the debug screen on top of the current one; offered where ``DebugMenuChoice`` says.
enum DebugCommand {
    @MainActor
    static func make(diContainer: AppDiContainer, navigation: NavigationStack, owner: Flow) -> ReplCommand {
        let strings = AppStrings.localizer(diContainer.currentAppLanguage)
        return ReplCommand(name: "debug", summary: strings.text(.debugSummary)) { _ in
            let configuration = diContainer.configuration
            let viewModel = DebugViewModel(
                environment: configuration.environment, features: diContainer.features, toggles: configuration.toggles,
                settings: configuration.settings, remoteConfigFetchedAt: configuration.remoteConfigFetchedAt)
            let screen = DebugView(viewModel: viewModel, currentAppLanguage: diContainer.currentAppLanguage) { next in
                navigation.push(next, owner: owner)
            }
            navigation.push(screen, owner: owner)
            return .silent
        }
    }
}
