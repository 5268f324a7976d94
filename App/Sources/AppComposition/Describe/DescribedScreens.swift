import FeatureKit
import ReplKit

/// The screens gathered for a description, merged by name: a screen built more than once
/// (the dashboard on each tab names the tab's screen; the introduction shows alone and in the
/// dashboard) is one screen with every route and every command it was found with.
@MainActor
struct DescribedScreens {
    private struct Found {
        let feature: String
        var routes: [String]
        var commands: [AppDescription.Command]
    }

    private var names: [String] = []
    private var found: [String: Found] = [:]

    /// Adds `screen` of `feature`, opened by `routes`, with its listed commands in every state.
    mutating func add(_ screen: any ReplScreen, feature: String, routes: [FeatureRoute]) {
        let name = screen.screenName
        var entry = found[name] ?? Found(feature: feature, routes: [], commands: [])
        if found[name] == nil { names.append(name) }
        for route in routes.map(\.pattern) where !entry.routes.contains(route) {
            entry.routes.append(route)
        }
        for command in screen.commandsInEveryState where command.isListed {
            if !entry.commands.contains(where: { $0.verb == command.name }) {
                entry.commands.append(AppDescription.Command(command))
            }
        }
        found[name] = entry
    }

    /// Every route pattern a screen was added with.
    var routePatterns: Set<String> {
        Set(found.values.flatMap(\.routes))
    }

    var screens: [AppDescription.Screen] {
        names.compactMap { name in
            found[name].map {
                AppDescription.Screen(name: name, feature: $0.feature, routes: $0.routes, commands: $0.commands)
            }
        }
    }
}
