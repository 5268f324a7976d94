import ReplKit
import Testing

/// A screen that declares nothing of its own for describing.
@MainActor
private final class WeatherView: ReplScreen {
    let routeName = "weather"
    let title = "Weather"
    let commands = [ReplCommand(name: "next", summary: "the next day") { _ in .render }]
    func appear() async {}
    func render() -> [String] { [] }
}

/// A screen that shows another in its place and accepts more in some states.
@MainActor
private final class TabsView: ReplScreen {
    let shown = WeatherView()
    let routeName = "tabs"
    let title = "Tabs"
    var screenName: String { shown.screenName }
    var commands: [ReplCommand] { shown.commands }
    var commandsInEveryState: [ReplCommand] { commands + [ReplCommand(name: "tab", summary: "switch") { _ in .render }] }
    func appear() async {}
    func render() -> [String] { [] }
}

@MainActor
@Suite("How a screen is described")
struct ReplScreenDescriptionTests {
    @Test(
        "Given a View that says nothing of it When it is named and described Then its name is its type's and it lists its commands"
    )
    func defaults() {
        let screen: any ReplScreen = WeatherView()

        #expect(screen.screenName == "WeatherView")
        #expect(screen.commandsInEveryState.map(\.name) == ["next"])
    }

    @Test(
        "Given a View showing another When it is named and described Then it takes that one's name and lists every command it has"
    )
    func ownDescription() {
        let screen: any ReplScreen = TabsView()

        #expect(screen.screenName == "WeatherView")
        #expect(screen.commandsInEveryState.map(\.name) == ["next", "tab"])
    }
}
