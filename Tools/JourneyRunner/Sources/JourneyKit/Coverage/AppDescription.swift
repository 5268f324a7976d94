import Foundation

/// What the app says it has (`app --describe`): every screen with its route and commands, and
/// the global commands every screen takes.
public struct AppDescription: Sendable, Equatable, Decodable {
    public struct Screen: Sendable, Equatable, Decodable {
        public let name: String
        /// The route patterns that open it (none for a screen only another screen leads to).
        public let routes: [String]
        public let feature: String?
        public let commands: [Command]

        public init(name: String, routes: [String], feature: String?, commands: [Command]) {
            self.name = name
            self.routes = routes
            self.feature = feature
            self.commands = commands
        }
    }

    public struct Command: Sendable, Equatable, Decodable {
        public let verb: String
        public let usage: String?

        public init(verb: String, usage: String?) {
            self.verb = verb
            self.usage = usage
        }
    }

    public let screens: [Screen]
    public let globalCommands: [Command]

    public init(screens: [Screen], globalCommands: [Command]) {
        self.screens = screens
        self.globalCommands = globalCommands
    }

    /// Reads `app --describe`'s JSON; a message when it is not that.
    public static func decode(_ data: Data) throws(BackendHeaderProblem) -> AppDescription {
        do {
            return try JSONDecoder().decode(AppDescription.self, from: data)
        } catch {
            throw BackendHeaderProblem(message: "the app's --describe is not what the runner reads: \(error)")
        }
    }

    /// Runs `app --describe` and reads what it prints.
    public static func of(app: URL, runner: JourneyRunner) async throws -> AppDescription {
        let result = try await runner.processRunner.run(
            app, arguments: ["--describe"], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1"])
        guard result.succeeded else {
            throw BackendHeaderProblem(message: "app --describe \(result.summary): \(result.standardError)")
        }
        return try decode(Data(result.standardOutput.utf8))
    }
}

/// One line of the app's `--coverage-log`: a command typed on a screen, as the app resolved it.
public struct CoverageLogLine: Sendable, Equatable, Hashable, Decodable {
    public let screen: String
    public let command: String?

    public init(screen: String, command: String?) {
        self.screen = screen
        self.command = command
    }

    /// The lines of a coverage log's text; lines that are not such lines are passed over.
    public static func lines(in text: String) -> [CoverageLogLine] {
        SourceLines.split(text).compactMap { try? JSONDecoder().decode(CoverageLogLine.self, from: Data($0.utf8)) }
    }
}
