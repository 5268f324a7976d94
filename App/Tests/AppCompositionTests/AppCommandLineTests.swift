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
            AppCommand.message(for: error).contains("--contacts-gender takes male or female")
        }
    }

    @Test("Given --contacts-timeout of 0 When the command line is read Then it asks for seconds greater than 0")
    func contactsTimeoutValidated() throws {
        _ = try AppCommand.parse(["--in-memory", "--contacts-timeout", "2.5"])
        #expect {
            _ = try AppCommand.parse(["--in-memory", "--contacts-timeout", "0"])
        } throws: { error in
            AppCommand.message(for: error).contains("--contacts-timeout takes a number of seconds greater than 0")
        }
    }

    @Test("Given an option no feature owns When the command line is read Then it is refused by name")
    func unknownOptionRefused() {
        #expect {
            _ = try AppCommand.parse(["--in-memory", "--contacts-colour", "red", "--frobnicate"])
        } throws: { error in
            AppCommand.message(for: error).contains("--contacts-colour")
                || AppCommand.message(for: error).contains("--frobnicate")
        }
    }

    @Test("Given help asked for When the help text is built Then each registered feature's options are listed under its name")
    func helpListsFeatureOptions() {
        let discussion = AppCommand.configuration(listingFeatureOptions: true).discussion
        #expect(discussion.contains("CONTACTS OPTIONS:"))
        #expect(discussion.contains("--contacts-url <url>"))
    }

    @Test("Given no help asked for When the command is configured Then the features' option help is not built")
    func startSkipsFeatureOptionsHelp() {
        #expect(!AppCommand.configuration(listingFeatureOptions: false).discussion.contains("CONTACTS OPTIONS:"))
    }

    @Test("Given command lines with and without -h or --help When checked Then only those ask for help")
    func helpRequestIsRecognised() {
        #expect(HelpRequest.isAsked(in: ["app", "--in-memory", "--help"]))
        #expect(HelpRequest.isAsked(in: ["app", "-h"]))
        #expect(!HelpRequest.isAsked(in: ["app", "--script", "help.txt"]))
        #expect(!HelpRequest.isAsked(in: ["--help"]))
    }
}
