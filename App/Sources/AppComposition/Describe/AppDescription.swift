import ReplKit

/// What `app --describe` prints: every screen of the app with its routes and commands, and the
/// commands that work on every screen. Screens are sorted by name and commands by verb, so
/// two descriptions of the same build are the same text.
public struct AppDescription: Sendable, Equatable {
    /// A command as `help` lists it.
    public struct Command: Sendable, Equatable {
        /// The word typed, lower case: `open`.
        public let verb: String
        /// Other words for it: `previous` for `prev`.
        public let aliases: [String]
        /// The command with its arguments, as `help` shows it, in the app language.
        public let usage: String

        public init(verb: String, aliases: [String] = [], usage: String) {
            self.verb = verb
            self.aliases = aliases
            self.usage = usage
        }

        /// `command` as declared.
        @MainActor
        init(_ command: ReplCommand) {
            self.init(verb: command.name, aliases: command.aliases, usage: command.usage)
        }
    }

    /// A screen, named by ``name``.
    public struct Screen: Sendable, Equatable {
        /// The screen's stable identifier (`ReplScreen.screenName`): its View's type name,
        /// `ProductListingView`; what `--coverage-log` writes too.
        public let name: String
        /// The name of the registered feature whose screen it is (`products`); `app` for home.
        public let feature: String
        /// The registered route patterns that open it (`products/{styleNumber}?colour`), sorted;
        /// empty for a screen reached only from another one.
        public let routes: [String]
        /// The commands the screen accepts in any of its states, sorted by verb.
        public let commands: [Command]

        public init(name: String, feature: String, routes: [String], commands: [Command]) {
            self.name = name
            self.feature = feature
            self.routes = routes.sorted()
            self.commands = commands.sorted { $0.verb < $1.verb }
        }
    }

    public let screens: [Screen]
    /// `help`, `where`, `quit`, `back`, `home`, `goto`, each feature's command …, sorted by verb.
    public let globalCommands: [Command]

    public init(screens: [Screen], globalCommands: [Command]) {
        self.screens = screens.sorted { $0.name < $1.name }
        self.globalCommands = globalCommands.sorted { $0.verb < $1.verb }
    }

    /// The screen named `name`, if the app has one.
    public func screen(named name: String) -> Screen? {
        screens.first { $0.name == name }
    }
}
