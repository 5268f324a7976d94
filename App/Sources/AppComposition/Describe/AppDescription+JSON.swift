import Primitives

extension AppDescription {
    /// The description as indented JSON, members in a fixed order, ending with a newline:
    /// `{"screens": [{"name", "feature", "routes", "commands": [{"verb", "aliases", "usage"}]}], "globalCommands": […]}`.
    public func jsonText() -> String {
        OrderedJSON.object([
            ("screens", .array(screens.map(Self.json))),
            ("globalCommands", .array(globalCommands.map(Self.json))),
        ]).indentedText()
    }

    private static func json(_ screen: Screen) -> OrderedJSON {
        .object([
            ("name", .string(screen.name)),
            ("feature", .string(screen.feature)),
            ("routes", .array(screen.routes.map(OrderedJSON.string))),
            ("commands", .array(screen.commands.map(json))),
        ])
    }

    private static func json(_ command: Command) -> OrderedJSON {
        .object([
            ("verb", .string(command.verb)),
            ("aliases", .array(command.aliases.map(OrderedJSON.string))),
            ("usage", .string(command.usage)),
        ])
    }
}
