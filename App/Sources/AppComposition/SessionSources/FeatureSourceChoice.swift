import FeatureKit
import Foundation

/// Where a feature's data comes from for the rest of the session, as the debug screen's `source`
/// chooses it (Alfie's endpoint picker): another server, the data bundled with the app, or back
/// to what the launch chose.
enum FeatureSourceChoice: Equatable, Sendable {
    /// A server at this http or https address.
    case address(URL)
    /// The data bundled with the app, whatever the launch pointed it at.
    case bundled
    /// What the command line, the environment and the config files chose at launch.
    case launch

    /// The choice a word stands for: `bundled`, `reset`, or an http or https URL; nil for anything else.
    init?(word: String) {
        switch word.lowercased() {
        case "bundled": self = .bundled
        case "reset": self = .launch
        default:
            guard let url = ServiceEndpoint.url(from: word) else { return nil }
            self = .address(url)
        }
    }
}
