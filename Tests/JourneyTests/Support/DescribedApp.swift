import Foundation
import JourneyKit

/// What `app --describe` prints, read back: every screen with its feature, routes and commands,
/// and the global commands.
struct DescribedApp: Decodable {
    struct Command: Decodable {
        let verb: String
        let aliases: [String]
        let usage: String
    }

    struct Screen: Decodable {
        let name: String
        let feature: String
        let routes: [String]
        let commands: [Command]
    }

    let screens: [Screen]
    let globalCommands: [Command]

    func screen(named name: String) -> Screen? {
        screens.first { $0.name == name }
    }

    /// Whether `command` is a global command or one of the screen `screen`'s.
    func describes(screen: String, command: String) -> Bool {
        globalCommands.contains { $0.verb == command }
            || self.screen(named: screen)?.commands.contains { $0.verb == command } == true
    }

    static let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

    /// Runs the built app with `--describe`; the run and its JSON, read.
    static func run() async throws -> (result: AppProcessResult, description: DescribedApp) {
        let result = try await AppProcessRunner(timeout: .seconds(300)).run(
            AppLocator.app(), arguments: ["--describe"], environment: environment)
        return (result, try JSONDecoder().decode(DescribedApp.self, from: Data(result.standardOutput.utf8)))
    }
}
