import Localization
import Navigation

/// `back` and `home`, shared by the app and by a feature's demo.
@MainActor
public enum NavigationCommands {
    /// Leaves the current screen: dismisses a presented one, else pops.
    /// `didLeave` runs after the stack changed (so that flows left without screens say they are done).
    public static func back(
        navigation: NavigationStack, currentLanguage: CurrentAppLanguage, didLeave: @escaping @MainActor () -> Void = {}
    ) -> ReplCommand {
        let strings = ReplKitStrings.localizer(currentLanguage)
        return ReplCommand(name: "back", summary: strings.text(.backSummary)) { _ in
            guard navigation.dismiss() || navigation.pop() else {
                return .message(strings.text(.alreadyAtRoot))
            }
            didLeave()
            return .silent
        }
    }

    /// Returns to the first screen.
    public static func home(
        navigation: NavigationStack, currentLanguage: CurrentAppLanguage, didLeave: @escaping @MainActor () -> Void = {}
    ) -> ReplCommand {
        let strings = ReplKitStrings.localizer(currentLanguage)
        return ReplCommand(name: "home", summary: strings.text(.homeSummary)) { _ in
            guard navigation.count > 1 else { return .render }
            navigation.popToRoot()
            didLeave()
            return .silent
        }
    }
}
