import AppCore
import ArgumentParser
import ContactsDependencyContainer
import Foundation
import Logging
import Persistence
import ReplHost

/// The `app` command: starts the REPL on the embedded data.
public struct AppCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Contacts, products, languages and tools in a line-oriented REPL.",
        discussion: """
            Interactive on a terminal; reads commands from a pipe or a script otherwise.
            Type `help` in the app to see what each screen accepts.
            """,
        version: AppVersion.current
    )

    @Option(name: .long, help: ArgumentHelp("Folder for the app's database (default: $XDG_DATA_HOME/mosaic).", valueName: "dir"))
    var dataDir: String?

    @Flag(name: .long, help: "Keep everything in memory; nothing is saved.")
    var inMemory = false

    @Option(name: .long, help: ArgumentHelp("Run the commands in this file (- for standard input).", valueName: "file"))
    var script: String?

    @Flag(name: .long, help: "Stop at the first command that fails, with a non-zero exit status.")
    var strict = false

    @Flag(name: .long, help: "Print each command as `> command` before its output (the journey format).")
    var echo = false

    @Option(name: .long, help: "Environment: dev, qc or prod; selects the default log level.")
    var env: AppEnvironment = .prod

    @Option(name: .long, help: ArgumentHelp("Log level: trace, debug, info, notice, warning, error, critical.", valueName: "level"))
    var logLevel: Logger.Level?

    @Option(name: .long, help: ArgumentHelp("Write logs to this file instead of standard error.", valueName: "file"))
    var logFile: String?

    @Option(name: .long, help: ArgumentHelp(
        "A randomuser.me-compatible endpoint for contacts (or $CONTACTS_URL); default: the bundled dataset.",
        valueName: "url"
    ))
    var contactsUrl: String?

    @Option(name: .long, help: ArgumentHelp("Only contacts of these nationalities, comma-separated (randomuser.me's nat).", valueName: "codes"))
    var contactsNat: String?

    @Option(name: .long, help: ArgumentHelp("Only male or female contacts (randomuser.me's gender).", valueName: "gender"))
    var contactsGender: String?

    @Option(name: .long, help: ArgumentHelp("Seconds a saved page of contacts is used before it is fetched again (default: one day).", valueName: "seconds"))
    var contactsCacheMaxAge: Double?

    @Option(name: .long, help: ArgumentHelp("Fix the clock at this ISO 8601 instant, for repeatable scripts.", valueName: "instant"))
    var now: String?

    public init() {}

    public func validate() throws {
        if inMemory && dataDir != nil {
            throw ValidationError("--in-memory and --data-dir cannot be used together.")
        }
        if let url = contactsUrl ?? ProcessInfo.processInfo.environment["CONTACTS_URL"], ContactsEndpoint.url(from: url) == nil {
            throw ValidationError("--contacts-url takes an http or https URL such as https://randomuser.me/api/1.4/.")
        }
        if let contactsGender, !["male", "female"].contains(contactsGender.lowercased()) {
            throw ValidationError("--contacts-gender takes male or female.")
        }
        if let contactsNat, ContactsNationalities.codes(from: contactsNat) == nil {
            throw ValidationError("--contacts-nat takes two-letter nationality codes separated by commas, such as fr,gb.")
        }
        if let contactsCacheMaxAge, contactsCacheMaxAge < 0 {
            throw ValidationError("--contacts-cache-max-age takes a number of seconds, 0 or more.")
        }
        if let now, FixedAppClock(iso8601: now) == nil {
            throw ValidationError("--now takes an ISO 8601 instant such as 2026-01-15T12:00:00Z.")
        }
    }

    @MainActor
    public func run() async throws {
        do {
            try AppLogging.bootstrap(level: logLevel ?? env.defaultLogLevel, destination: logFile.map { .file(path: $0) } ?? .standardError)
        } catch {
            throw ValidationError("cannot write the log file \(logFile ?? ""): \(error.localizedDescription)")
        }
        let status = await AppLaunch(configuration: makeConfiguration(), options: launchOptions()).run()
        if status != 0 { throw ExitCode(status) }
    }

    private func makeConfiguration() -> AppConfiguration {
        let processEnvironment = ProcessInfo.processInfo.environment
        let location: DatabaseLocation = inMemory
            ? .inMemory
            : .directory(dataDir.map { URL(fileURLWithPath: $0) }
                ?? DatabaseLocation.defaultDirectory(appFolder: AppVersion.dataFolderName, environment: processEnvironment))
        let clock: any AppClock = now.flatMap { FixedAppClock(iso8601: $0) } ?? SystemAppClock()
        var contacts = ContactsSourceConfiguration()
        if let url = (contactsUrl ?? processEnvironment["CONTACTS_URL"]).flatMap(ContactsEndpoint.url(from:)) {
            contacts.source = .remote(url)
        }
        if let contactsCacheMaxAge { contacts.cacheMaxAge = contactsCacheMaxAge }
        contacts.nationalities = contactsNat.flatMap(ContactsNationalities.codes(from:)) ?? []
        contacts.gender = contactsGender?.lowercased()
        return AppConfiguration(
            databaseLocation: location, environment: env, clock: clock, processEnvironment: processEnvironment, contacts: contacts
        )
    }

    private func launchOptions() -> ReplLaunchOptions {
        var historyFile: URL?
        if case .directory(let folder) = makeConfiguration().databaseLocation {
            historyFile = folder.appendingPathComponent("history")
        }
        return ReplLaunchOptions(scriptPath: script, strict: strict, echoCommands: echo, historyFileURL: historyFile)
    }
}

extension AppEnvironment: @retroactive ExpressibleByArgument {}
extension Logger.Level: @retroactive ExpressibleByArgument {}
