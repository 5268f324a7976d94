import ReplHost
import Testing

@Suite("What the environment says about the terminal")
struct TerminalPreferencesTests {
    @Test("Given no NO_COLOR and an ordinary TERM When the preferences are read Then colour is used and lines are redrawn")
    func ordinaryTerminal() {
        let preferences = TerminalPreferences(environment: ["TERM": "xterm-256color"])

        #expect(preferences.usesColour)
        #expect(!preferences.isDumb)
    }

    @Test("Given NO_COLOR set to the empty string When the preferences are read Then colour stays on, as no-color.org says")
    func emptyNoColour() {
        #expect(TerminalPreferences(environment: ["NO_COLOR": "", "TERM": "xterm"]).usesColour)
    }

    @Test(
        "Given NO_COLOR set to any text When the preferences are read Then colour is off", arguments: ["1", "0", "false", "yes"])
    func noColour(value: String) {
        #expect(!TerminalPreferences(environment: ["NO_COLOR": value, "TERM": "xterm"]).usesColour)
    }

    @Test("Given TERM=dumb When the preferences are read Then the terminal is dumb and gets no colour")
    func dumbTerminal() {
        let preferences = TerminalPreferences(environment: ["TERM": "dumb"])

        #expect(preferences.isDumb)
        #expect(!preferences.usesColour)
    }
}
