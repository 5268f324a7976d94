import Testing

@testable import AppComposition

@Suite("Journey writer: splitting the replay's output")
struct ReplayTranscriptTests {
    @Test(
        "Given two commands each followed by the marker When the replay prints Then each command's output is complete at the marker's echo"
    )
    func splitsAtEchoes() {
        var transcript = ReplayTranscript()
        transcript.sent(.command(id: 0, text: "products"))
        transcript.sent(.marker(text: "where"))
        transcript.sent(.command(id: 1, text: "open 1"))
        transcript.sent(.marker(text: "where"))
        var outputs: [ReplayTranscript.Output] = []
        for line in ["> products", "Products", "> open 1", "> where", "Home › Products", "> open 1", "Details", "> where", "x"] {
            if let output = transcript.printed(line) { outputs.append(output) }
        }
        #expect(
            outputs == [
                ReplayTranscript.Output(id: 0, lines: ["Products", "> open 1"]),
                ReplayTranscript.Output(id: 1, lines: ["Details"]),
            ])
        #expect(transcript.ended() == nil)
        #expect(transcript.neverEchoed.isEmpty)
        #expect(transcript.leadingLines.isEmpty)
    }

    @Test("Given the replay ends in a command When it ends Then that output is complete and the commands never echoed are named")
    func endsEarly() {
        var transcript = ReplayTranscript()
        transcript.sent(.command(id: 0, text: "nonsense"))
        transcript.sent(.marker(text: "where"))
        transcript.sent(.command(id: 1, text: "quit"))
        #expect(transcript.printed("early") == nil)
        #expect(transcript.printed("> nonsense") == nil)
        #expect(transcript.printed("unknown command") == nil)
        #expect(transcript.ended() == ReplayTranscript.Output(id: 0, lines: ["unknown command"]))
        #expect(transcript.neverEchoed == [1])
        #expect(transcript.leadingLines == ["early"])
    }
}
