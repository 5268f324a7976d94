import Testing

@testable import AppComposition

@Suite("App command line")
struct AppCommandLineTests {
    @Test("Given a feature's option with a good value When the command line is read Then it is accepted")
    func featureOptionAccepted() throws {
        _ = try AppCommand.parse(["--in-memory", "--contacts-nat", "fr,gb", "--contacts-gender", "female"])
    }

    @Test("Given a feature's option with a bad value When the command line is read Then the feature's message is given")
    func featureOptionValidated() {
        #expect {
            _ = try AppCommand.parse(["--in-memory", "--contacts-gender", "x"])
        } throws: { error in
            "\(error)".contains("--contacts-gender takes male or female")
        }
    }

    @Test("Given --contacts-timeout of 0 When the command line is read Then it asks for seconds greater than 0")
    func contactsTimeoutValidated() throws {
        _ = try AppCommand.parse(["--in-memory", "--contacts-timeout", "2.5"])
        #expect {
            _ = try AppCommand.parse(["--in-memory", "--contacts-timeout", "0"])
        } throws: { error in
            "\(error)".contains("--contacts-timeout takes a number of seconds greater than 0")
        }
    }

    @Test("Given an option no feature owns When the command line is read Then it is refused by name")
    func unknownOptionRefused() {
        #expect {
            _ = try AppCommand.parse(["--in-memory", "--contacts-colour", "red", "--frobnicate"])
        } throws: { error in
            "\(error)".contains("--contacts-colour") || "\(error)".contains("--frobnicate")
        }
    }

    @Test("Given help asked for When the help text is built Then each registered feature's options are listed under its name")
    func helpListsFeatureOptions() {
        let help = AppCommandLine.help(listingFeatureOptions: true)
        #expect(help.contains("CONTACTS OPTIONS:"))
        #expect(help.contains("--contacts-url <url>"))
        #expect(help.contains("--in-memory"))
    }

    @Test("Given the app's options When read Then each one gives its value and the features get the words left")
    func readsEveryOption() throws {
        let command = try AppCommand.parse([
            "--data-dir", "/tmp/d", "--script", "-", "--strict", "--echo", "--env", "dev", "--log-level", "debug",
            "--log-file", "log.txt", "--analytics-log", "events.jsonl", "--open", "tools/kgp", "--now", "2026-01-15T12:00:00Z",
            "--clock-file", "/tmp/clock", "--content-url", "http://127.0.0.1:9",
        ])
        #expect(command.dataDir == "/tmp/d")
        #expect(command.script == "-")
        #expect(command.strict && command.echo && !command.inMemory)
        #expect(command.env == .dev)
        #expect(command.logLevel == .debug)
        #expect(command.logFile == "log.txt")
        #expect(command.analyticsLog == "events.jsonl")
        #expect(command.open == "tools/kgp")
        #expect(command.now == "2026-01-15T12:00:00Z")
        #expect(command.clockFile == "/tmp/clock")
        let registered = RegisteredFeatures.all.map { $0.name }
        #expect(command.features.map { $0.name } == registered)
    }

    @Test("Given --now and --clock-file When read Then the command keeps the start instant and the file's path")
    func readsClockFile() throws {
        let command = try AppCommand.parse([
            "--in-memory", "--now", "2026-01-15T12:00:00Z", "--clock-file", "journey/clock",
        ])
        #expect(command.now == "2026-01-15T12:00:00Z")
        #expect(command.clockFile == "journey/clock")
    }

    @Test("Given no --clock-file When read Then the command has no clock file, so the clock is --now's or the machine's")
    func noClockFile() throws {
        let command = try AppCommand.parse(["--in-memory", "--now", "2026-01-15T12:00:00Z"])
        #expect(command.clockFile == nil)
    }

    @Test("Given help asked for When the help text is built Then --clock-file is listed, saying what writes the file")
    func helpListsClockFile() {
        let help = AppCommandLine.help(listingFeatureOptions: false)
        #expect(help.contains("--clock-file <file>"))
        let option = AppCommand.commandLineOptions.first { $0.name == "clock-file" }
        #expect(option?.help.contains("`> clock` lines write it") == true)
    }

    @Test(
        "Given a wrong value for one of the app's options When read Then it says which and what it takes",
        arguments: [
            (["--env", "staging"], "--env takes dev, qc or prod"),
            (["--log-level", "loud"], "--log-level takes trace"),
            (["--in-memory", "--data-dir", "/tmp/d"], "cannot be used together"),
            (["--now", "tomorrow"], "--now takes an ISO 8601 instant"),
            (["--clock-file", ""], "--clock-file takes the path of a file"),
            (["--script"], "Missing value for '--script <file>'"),
        ])
    func refusesWrongValues(arguments: [String], message: String) {
        #expect {
            _ = try AppCommand.parse(arguments)
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}

@Suite("Registered features' options")
struct RegisteredFeatureOptionsTests {
    @Test(
        "Given every registered feature When its options are listed Then each starts with one of its prefixes and none is another's"
    )
    func optionsAreTheFeaturesOwn() {
        var owners: [String: String] = [:]
        for feature in RegisteredFeatures.all {
            for option in FeatureCommandLine.commandLineOptions(of: feature) {
                #expect(
                    feature.optionFlagPrefixes.contains { option.spelling.hasPrefix($0) },
                    "\(option.spelling) is not under \(feature.name)'s prefixes")
                #expect(
                    owners[option.name] == nil, "\(option.spelling) is both \(owners[option.name] ?? "")'s and \(feature.name)'s")
                owners[option.name] = feature.name
            }
        }
        let appOptions = Set(AppCommand.commandLineOptions.map(\.name))
        #expect(appOptions.isDisjoint(with: owners.keys))
    }
}
