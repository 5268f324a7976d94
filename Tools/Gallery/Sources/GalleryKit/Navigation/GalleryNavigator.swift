import Localization
import Navigation
import ReplKit

/// The gallery's navigation: its list of components at the root, a component's
/// screen on top, and the commands that work everywhere (`back`, `home`,
/// `columns`, `lang`).
@MainActor
public final class GalleryNavigator: ReplNavigator {
    public let settings: GallerySettings
    private let navigation = NavigationStack()

    public init(components: [any GalleryComponent] = GalleryCatalog.components(), settings: GallerySettings) {
        self.settings = settings
        navigation.setRoot(
            GalleryHomeScreen(components: components, settings: settings) { [unowned self] component in
                navigation.push(ComponentScreen(component: component, settings: self.settings))
            })
    }

    public var screens: [any ReplScreen] {
        navigation.screens.compactMap { $0 as? any ReplScreen }
    }

    public var globalCommands: [ReplCommand] {
        let language = settings.currentLanguage
        return [
            NavigationCommands.back(navigation: navigation, currentLanguage: language),
            NavigationCommands.home(navigation: navigation, currentLanguage: language),
            GallerySettingCommands.columns(settings),
            GallerySettingCommands.language(settings),
        ]
    }
}
