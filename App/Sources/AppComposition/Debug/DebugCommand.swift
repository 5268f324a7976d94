import Localization
import Navigation
import ReplKit

/// `debug`: the debug screen on top of the current one; offered where ``DebugMenuChoice`` says.
enum DebugCommand {
    @MainActor
    static func make(diContainer: AppDiContainer, navigation: NavigationStack, owner: Flow) -> ReplCommand {
        let strings = AppStrings.localizer(diContainer.currentAppLanguage)
        return ReplCommand(name: "debug", summary: strings.text(.debugSummary)) { _ in
            let viewModel = DebugViewModel(diContainer: diContainer)
            let screen = DebugView(viewModel: viewModel, currentAppLanguage: diContainer.currentAppLanguage) { next in
                navigation.push(next, owner: owner)
            }
            navigation.push(screen, owner: owner)
            return .silent
        }
    }
}
