import Foundation
import JourneyKit
import Testing

@Suite("Record mode with the journey language")
struct RecordModeTests {
    @Test(
        "Given a block with captures, [..] and a changed line When recorded Then the matching lines stay as written and only the changed one is filled"
    )
    func keepsWhatMatched() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "> count\nline [[n]]\nline[..]\nold line\n> say {n}\n1\n"
        let file = try folder.write(text, to: "r.journey")

        let results = await JourneyRunner(app: try FakeApp.install(in: folder)).run(fileAt: file, name: "r.journey")
        let recording = try #require(JourneyRecorder.record(original: text, results: results))

        #expect(recording.text == "> count\nline [[n]]\nline[..]\nline 3\n> say {n}\n1\n")
    }

    @Test(
        "Given a journey with an include, a comment and a header When recorded Then they are kept as written and the part is only named"
    )
    func keepsIncludesAndRequests() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("> say part\nwrong\n", to: "parts/p.journey")
        let text = "# tags: smoke\n> include parts/p.journey\n> say [x] \\{y}\n# a note\nold\n"
        let file = try folder.write(text, to: "r.journey")

        let results = await JourneyRunner(app: try FakeApp.install(in: folder)).run(fileAt: file, name: "r.journey")
        let recording = try #require(JourneyRecorder.record(original: text, results: results))

        #expect(recording.text == "# tags: smoke\n> include parts/p.journey\n> say [x] \\{y}\n# a note\n[x] \\{y}\n")
        #expect(
            recording.notes == ["parts/p.journey:1 (included at r.journey:2): differs; parts are not recorded: update the part"])
    }

    @Test(
        "Given a table whose rows agree once their values are written back When recorded Then the block is written with {column}")
    func tableRowsAgree() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "# examples:\n# | word |\n# | alpha |\n# | beta |\n> say {word} done\nold\n"
        let file = try folder.write(text, to: "t.journey")

        let results = await JourneyRunner(app: try FakeApp.install(in: folder)).run(fileAt: file, name: "t.journey")
        let recording = try #require(JourneyRecorder.record(original: text, results: results))

        #expect(recording.text == "# examples:\n# | word |\n# | alpha |\n# | beta |\n> say {word} done\n{word} done\n")
    }

    @Test(
        "Given a table whose rows print different output When recorded Then the block is kept and a note names the row that differs"
    )
    func tableRowsDiffer() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "# examples:\n# | word | other |\n# | alpha | one |\n# | beta | two |\n> say {word} {other} x\nold\n"
        let file = try folder.write(text, to: "t.journey")

        let results = await JourneyRunner(app: try FakeApp.install(in: folder)).run(fileAt: file, name: "t.journey")
        let recording = try #require(JourneyRecorder.record(original: text, results: results))

        // Written back, both rows read "{word} {other} x": they agree.
        #expect(recording.text.hasSuffix("> say {word} {other} x\n{word} {other} x\n"))

        let differing = "# examples:\n# | word |\n# | alpha |\n# | beta |\n> say {word}\nold\n> count\n...\n"
        let other = try folder.write(differing.replacingOccurrences(of: "> say {word}", with: "> say a{word}"), to: "d.journey")
        let otherResults = await JourneyRunner(app: try FakeApp.install(in: folder)).run(fileAt: other, name: "d.journey")
        let kept = try #require(
            JourneyRecorder.record(original: try String(contentsOf: other, encoding: .utf8), results: otherResults))

        #expect(kept.text.contains("> say a{word}\nold\n"))
        #expect(kept.notes == ["d.journey:5: the rows print different output; not recorded (d.journey [beta] differs)"])
    }
}
