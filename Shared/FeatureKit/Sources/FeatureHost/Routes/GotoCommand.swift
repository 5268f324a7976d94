import FeatureKit
import Localization
import ReplKit

/// `goto ROUTE` (or a link), on every screen: opens that screen with the way back to it.
/// `goto` alone lists the routes.
@MainActor
public enum GotoCommand {
    public static func make(opener: RouteOpener, currentLanguage: CurrentAppLanguage) -> ReplCommand {
        let strings = FeatureHostStrings.localizer(currentLanguage)
        return ReplCommand(
            name: "goto", usage: strings.text(.gotoUsage), summary: strings.text(.gotoSummary), arguments: .text
        ) { words in
            let text = words.joined(separator: " ")
            guard !text.isEmpty else {
                return .message(([strings.text(.routesHeading)] + opener.routes.map { "  \($0)" }).joined(separator: "\n"))
            }
            if let failure = await opener.open(text) { return .failure(failure) }
            return .silent
        }
    }
}
