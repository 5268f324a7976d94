import ReplHost
import ReplKit

/// Feeds a session fixed lines, as `ScriptedLineSource` does, and notes the route of the
/// screen each line is typed on: what a walk through the app really reached.
@MainActor
final class RouteTrailLineSource: LineSource {
    let isInteractive = false
    private let lines: ScriptedLineSource
    private let navigator: any ReplNavigator
    private(set) var routes: [String] = []

    init(_ lines: [String], navigator: any ReplNavigator) {
        self.lines = ScriptedLineSource(lines)
        self.navigator = navigator
    }

    func nextLine(prompt: String) -> InputLine {
        if let screen = navigator.screens.last { routes.append(screen.routeName) }
        return lines.nextLine(prompt: prompt)
    }
}
