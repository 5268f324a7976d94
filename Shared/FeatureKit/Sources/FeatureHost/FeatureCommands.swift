import FeatureKit
import Localization
import Navigation
import ReplKit

/// The commands that work on every screen because a feature registered them:
/// each feature's name (`contacts`) and its named entries (`bag`, `favorites`).
@MainActor
public enum FeatureCommands {
    public static func make(
        for features: [any FeatureRegistration],
        currentLanguage: CurrentAppLanguage,
        open: @escaping @MainActor (AppDestination) -> Void
    ) -> [ReplCommand] {
        let strings = FeatureHostStrings.localizer(currentLanguage)
        var commands: [ReplCommand] = []
        for feature in features {
            let home = type(of: feature).home
            commands.append(
                ReplCommand(
                    name: home.name, summary: strings.text(.goToSummary, ["screen": feature.homeEntry.title])
                ) { _ in
                    open(home)
                    return .silent
                })
        }
        for feature in features {
            for entry in feature.entries {
                guard let command = entry.command else { continue }
                commands.append(
                    ReplCommand(
                        name: command, summary: strings.text(.goToSummary, ["screen": entry.title])
                    ) { _ in
                        open(entry.destination)
                        return .silent
                    })
            }
        }
        return commands
    }
}
