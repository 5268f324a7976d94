import ReplHost
import ReplKit
import Testing

@MainActor
@Suite("Given a line about to be written to the terminal")
struct TerminalOutputSafetyTests {
    @Test("When a screen line holds escapes a server slipped in Then only the writer's own colour codes reach the terminal")
    func colourWriterKeepsOnlyItsOwnStyling() {
        let text = StandardOutputWriter.terminalText("Zoë\u{1B}[2J\u{1B}]0;title\u{07}", style: .title, usesColour: true)

        #expect(text == "\u{1B}[1mZoë\u{1B}[0m\n")
    }

    @Test("When a screen line holds a newline and a forged row Then it is written as one line")
    func noForgedRows() {
        let text = StandardOutputWriter.terminalText("   1. Bob\n   2. Eve · 30 years", style: .plain, usesColour: false)

        #expect(text == "   1. Bob    2. Eve · 30 years\n")
    }

    @Test("When a line holds bidi overrides Then they are gone and right-to-left marks stay")
    func bidiOverrides() {
        let text = StandardOutputWriter.terminalText("\u{202E}abc \u{200F}١٢", style: .plain, usesColour: false)

        #expect(text == "abc \u{200F}١٢\n")
    }

    @Test("When an ordinary line is written Then it is unchanged, spacing included")
    func ordinaryLine() {
        let line = "  Age:          58 years"

        #expect(StandardOutputWriter.terminalText(line, style: .plain, usesColour: false) == line + "\n")
    }

    @Test("When lines are recorded for a script run in-process Then they are made safe the same way")
    func recordingOutput() {
        let output = RecordingOutput()

        output.write("Ana\u{1B}[31m\nX", style: .plain)

        #expect(output.lines == ["Ana X"])
    }
}
