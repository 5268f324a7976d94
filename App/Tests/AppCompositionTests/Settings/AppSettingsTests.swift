import AppSettings
import Foundation
import Testing

@testable import AppComposition

@Suite("The app's settings from flags, variables and config files")
struct AppSettingsTests {
    /// A data folder holding `mosaic.json` with `text`; its path.
    private func dataFolder(config text: String? = nil, name: String = "mosaic.json") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let text { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder.path
    }

    private func launched(_ arguments: [String], environment: [String: String] = [:]) async throws -> AppCommand {
        guard case .run(let command) = await AppCommandLine.read(arguments, environment: environment) else {
            throw SettingsTestFailure("the command line was refused")
        }
        return command
    }

    @Test("Given every option When keys are made Then each has one key, named by its feature's prefix")
    func keys() {
        let names = AppSettingFlags.keys.map(\.name)
        #expect(Set(names).count == names.count)
        for name in [
            "env", "backend.url", "log.level", "contacts.url", "contacts.cacheMaxAge", "products.cacheMaxAge",
            "content.url", "tools.onboarding",
        ] {
            #expect(names.contains(name), "\(name) is a setting")
        }
        #expect(AppSettingFlags.keys.first { $0.name == "contacts.url" }?.legacyEnvironmentVariables == ["CONTACTS_URL"])
    }

    @Test("Given mosaic.json in the data folder When the app starts Then its settings are used, with their source")
    func dataFolderFile() async throws {
        let folder = try dataFolder(config: #"{"log": {"level": "debug"}, "contacts": {"cacheMaxAge": 60}}"#)
        let command = try await launched(["--data-dir", folder])
        #expect(command.logLevel == .debug)
        #expect(command.words.contains("--contacts-cache-max-age"))
        #expect(command.settings["log.level"]?.source == .file(path: folder + "/mosaic.json"))
    }

    @Test("Given a YAML file named by --config When the app starts Then it is read")
    func configFlag() async throws {
        let folder = try dataFolder(config: "log:\n  level: notice\n", name: "team.yaml")
        let command = try await launched(["--in-memory", "--config", folder + "/team.yaml"])
        #expect(command.logLevel == .notice)
    }

    @Test("Given a file, a variable and a flag When all set the log level Then the flag wins, then the variable")
    func precedence() async throws {
        let folder = try dataFolder(config: #"{"log": {"level": "debug"}}"#)
        let flagged = try await launched(["--data-dir", folder, "--log-level", "error"], environment: ["APP_LOG_LEVEL": "info"])
        #expect(flagged.logLevel == .error)
        let variable = try await launched(["--data-dir", folder], environment: ["APP_LOG_LEVEL": "info"])
        #expect(variable.logLevel == .info)
        #expect(variable.settings["log.level"]?.source == .environment(variable: "APP_"))
    }

    @Test("Given the dev environment When the app starts Then the shipped dev file points it at the local backend")
    func environmentDefaults() async throws {
        let command = try await launched(["--in-memory"], environment: ["APP_ENV": "dev"])
        #expect(command.backend == "http://127.0.0.1:8080")
        #expect(command.logLevel == .debug)
        #expect(command.settings["log.level"]?.source == .environmentDefaults(environment: "dev"))
        let production = try await launched(["--in-memory", "--env", "prod"])
        #expect(production.backend == nil)
        #expect(production.logLevel == .warning)
    }

    @Test("Given a file with an unknown key When the app starts Then it starts on defaults and the file is not used")
    func badFileIgnored() async throws {
        let folder = try dataFolder(config: "{\n  \"log\": {\"level\": \"debug\"},\n  \"colour\": \"red\"\n}\n")
        let command = try await launched(["--data-dir", folder])
        #expect(command.logLevel == nil)
        #expect(command.settings.problems.map(\.description) == ["mosaic.json line 3: unknown key colour"])
        #expect(command.settings.unusedFiles == [folder + "/mosaic.json"])
    }

    @Test("Given a file value its flag refuses When the app starts Then that value is left out and the rest used")
    func refusedValueLeftOut() async throws {
        let folder = try dataFolder(config: #"{"contacts": {"url": "not a url"}, "log": {"level": "critical"}}"#)
        let command = try await launched(["--data-dir", folder])
        #expect(!command.words.contains("--contacts-url"))
        #expect(command.logLevel == .critical)
    }

    @Test("Given --config naming no file When the app starts Then it says so and starts on defaults")
    func missingConfig() async throws {
        let folder = try dataFolder()
        let command = try await launched(["--in-memory", "--config", folder + "/none.json"])
        #expect(command.settings.problems.map(\.description) == ["none.json: there is no such file"])
    }
}

struct SettingsTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
