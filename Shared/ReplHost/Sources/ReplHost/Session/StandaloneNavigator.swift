import Localization
import Navigation
import ReplKit

/// A navigator for running one feature's screens alone (its `<F>Demo`):
/// a stack with `back` and `home`, and no other features.
@MainActor
public final class StandaloneNavigator: ReplNavigator {
    public let navigation: NavigationStack
    private let currentLanguage: CurrentAppLanguage

    public init(navigation: NavigationStack, currentLanguage: CurrentAppLanguage) {
        self.navigation = navigation
        self.currentLanguage = currentLanguage
    }

    public var screens: [any ReplScreen] {
        navigation.screens.compactMap { $0 as? any ReplScreen }
    }

    public var globalCommands: [ReplCommand] {
        [
            NavigationCommands.back(navigation: navigation, currentLanguage: currentLanguage),
            NavigationCommands.home(navigation: navigation, currentLanguage: currentLanguage),
        ]
    }
}
