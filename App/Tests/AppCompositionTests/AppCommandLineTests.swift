import AppComposition
import Testing

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

    @Test("Given an option no feature owns When the command line is read Then it is refused by name")
    func unknownOptionRefused() {
        #expect {
            _ = try AppCommand.parse(["--in-memory", "--contacts-colour", "red", "--frobnicate"])
        } throws: { error in
            AppCommand.message(for: error).contains("--contacts-colour") || AppCommand.message(for: error).contains("--frobnicate")
        }
    }

    @Test("Given the help text When it is built Then each registered feature's options are listed under its name")
    func helpListsFeatureOptions() {
        let help = AppCommand.helpMessage()
        #expect(help.contains("CONTACTS OPTIONS:"))
        #expect(help.contains("--contacts-url <url>"))
    }
}
