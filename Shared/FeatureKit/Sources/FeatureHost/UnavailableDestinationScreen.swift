import Localization
import Navigation
import ReplKit

/// Shown by a feature's Demo when the feature hands the person over to a screen
/// of another feature, which the demo does not have: it says so, and `back` returns.
@MainActor
public final class UnavailableDestinationScreen: ReplScreen {
    private let destination: AppDestination
    private let strings: Localizer<FeatureHostStringKey>

    public init(destination: AppDestination, currentLanguage: CurrentAppLanguage) {
        self.destination = destination
        self.strings = FeatureHostStrings.localizer(currentLanguage)
    }

    public var routeName: String { destination.name }
    public var title: String { strings.text(.destinationNotInDemoTitle) }
    public let commands: [ReplCommand] = []

    public func appear() async {}

    public func render() -> [String] {
        ["  " + strings.text(.destinationNotInDemo, ["destination": destination.name])]
    }
}
