import JourneyKit
import Testing

@Suite("TranscriptParser")
struct TranscriptParserTests {
    @Test("Given echoed output When it is split Then each command gets the lines after its echo")
    func splitsAtEchoes() {
        let transcript = TranscriptParser.parse("> products\nProducts\n1. Lamp\n> open 1\nLamp\n> quit\n")

        #expect(transcript.leadingOutput.isEmpty)
        #expect(
            transcript.blocks == [
                TranscriptBlock(command: "products", output: ["Products", "1. Lamp"]),
                TranscriptBlock(command: "open 1", output: ["Lamp"]),
                TranscriptBlock(command: "quit", output: []),
            ])
    }

    @Test("Given output before the first echo When it is split Then it is kept as leading output")
    func leadingOutput() {
        let transcript = TranscriptParser.parse("Welcome\n> home\nHome\n")

        #expect(transcript.leadingOutput == ["Welcome"])
        #expect(transcript.blocks == [TranscriptBlock(command: "home", output: ["Home"])])
    }

    @Test("Given known commands and an output line starting with \"> \" When split by those commands Then the line stays output")
    func knownCommands() {
        let transcript = TranscriptParser.parse("> show\n> quoted text\n> next\nPage 2\n", commands: ["show", "next"])

        #expect(
            transcript.blocks == [
                TranscriptBlock(command: "show", output: ["> quoted text"]),
                TranscriptBlock(command: "next", output: ["Page 2"]),
            ])
    }

    @Test("Given an app that ended early When split by the commands sent Then the unechoed commands have no block")
    func endedEarly() {
        let transcript = TranscriptParser.parse("> home\nHome\n", commands: ["home", "products", "quit"])

        #expect(transcript.blocks == [TranscriptBlock(command: "home", output: ["Home"])])
    }

    @Test("Given empty output When split Then there are no blocks")
    func emptyOutput() {
        #expect(TranscriptParser.parse("") == Transcript(blocks: []))
    }
}
