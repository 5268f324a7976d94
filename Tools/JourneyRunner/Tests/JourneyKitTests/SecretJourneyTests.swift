import Foundation
import JourneyKit
import Testing

@Suite("Journeys that type a secret")
struct SecretJourneyTests {
    static let password = "correct-horse-1"

    @Test("Given # secret: headers When the journey is read Then each name has its value, and > {NAME} is the secret typed")
    func parsesSecrets() throws {
        let journey = try JourneyFile(
            parsing: "# secret: ada-password = correct-horse-1\n# secret: code=a=b\n> ask password\n> {ada-password}\n",
            name: "j")

        #expect(journey.world.secrets["ada-password"] == Self.password)
        #expect(journey.world.secrets["code"] == "a=b")
        #expect(journey.world.secrets.name(typedBy: journey.blocks[1].command) == "ada-password")
        #expect(journey.world.secrets.name(typedBy: "{other}") == nil)
    }

    @Test(
        "Given a # secret: header that cannot be read When the journey is read Then the error names its line, and never holds the value",
        arguments: [
            ("# secret: correct-horse-1", 1), ("# secret: =correct-horse-1", 1), ("# secret: 1pw=correct-horse-1", 1),
            ("# secret: pw=", 1), ("# secret: pw=correct-horse-1\n# secret: pw=correct-horse-1", 2),
            ("# tags: a\n# secret: data=correct-horse-1", 2),
        ])
    func refusesMalformedHeader(_ header: String, line: Int) {
        let error = #expect(throws: JourneyFileError.self) { try JourneyFile(parsing: header + "\n> x\n", name: "j") }

        #expect(error?.line == line, "\(error.map { "\($0)" } ?? "")")
        #expect(error.map { "\($0)" }?.contains(Self.password) == false)
    }

    @Test(
        "Given a secret used other than typed alone When the journey is read Then it is refused at that line",
        arguments: [
            ("> say {pw}\n", 2, "is typed on a line of its own"), ("> say x\nx {pw}\n", 3, "no line can expect it"),
            ("> say x\n[[pw]]\n", 3, "would keep a value under the name of the secret"),
        ])
    func refusesSecretElsewhere(_ body: String, line: Int, message: String) {
        let error = #expect(throws: JourneyFileError.self) {
            try JourneyFile(parsing: "# secret: pw=\(Self.password)\n" + body, name: "j")
        }

        #expect(error?.line == line)
        #expect(error?.message.contains(message) == true, "\(error.map { "\($0)" } ?? "")")
    }

    @Test("Given a secret sent to the app When it echoes ******** Then that is the line's echo; typed as it is, it is taken too")
    func echoMatch() {
        let sent = [SentLine("ask password"), SentLine(Self.password, isSecret: true), SentLine("say x")]

        let masked = TranscriptParser.parse("> ask password\nPassword:\n> ********\nok\n> say x\nx\n", sent: sent)
        let typed = TranscriptParser.parse("> ask password\n> \(Self.password)\nunknown\n> say x\nx\n", sent: sent)
        let other = TranscriptParser.parse("> ask password\n> something else\n> say x\n", sent: sent)

        #expect(masked.blocks.map(\.command) == ["ask password", "********", "say x"])
        #expect(masked.blocks[1].output == ["ok"])
        #expect(typed.blocks.count == 3)
        #expect(other.blocks.count == 1)
    }

    @Test("Given > {NAME} answering a secret question When the journey runs Then the app gets the value and the journey passes")
    func typesTheSecret() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(
            parsing: """
                # secret: pw=\(Self.password)
                > ask password
                Password:
                > {pw}
                got 15 characters
                > ask name
                Name:
                > Ada
                hello Ada
                """, name: "secret.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(result.passed, "\(result.report)")
        #expect(result.blocks[1].actual == ["got 15 characters"])
    }

    @Test(
        "Given an app that shows the secret in its output and on stderr, then fails When the journey runs Then the diff, the reports and what is kept show {NAME}, never the value"
    )
    func neverInADiff() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "# secret: pw=\(Self.password)\n> ask careless\nPassword:\n> {pw}\nSigned in.\n"
        let journey = try JourneyFile(parsing: text, name: "leak.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)
        let timed = [TimedJourneyResult(result: result, seconds: 1)]
        let everything = [
            result.report, JUnitReport.xml(timed), JSONLinesReport.text(timed),
            result.sessions.map { "\($0.process?.standardOutput ?? "") \($0.process?.standardError ?? "")" }.joined(),
            result.blocks.compactMap(\.actual).flatMap { $0 }.joined(separator: "\n"),
            JourneyRecorder.record(original: text, results: [result])?.text ?? "",
        ]

        #expect(!result.passed)
        #expect(result.report.contains("+wrong password: {pw}"), "\(result.report)")
        #expect(result.report.contains("checking {pw}"), "\(result.report)")
        for text in everything {
            #expect(!text.contains(Self.password), "\(text)")
        }
    }

    @Test(
        "Given > {NAME} where the app asks no secret question When the app echoes it as typed Then that line fails saying so, the value hidden, and the rest stays in step"
    )
    func echoedAsTyped() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(
            parsing: "# secret: pw=\(Self.password)\n> say one\none\n> {pw}\n...\n> say two\ntwo\n", name: "typed.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(!result.passed)
        #expect(result.blocks[1].actual == ["unknown command \"{pw}\""])
        #expect(result.blocks[2].matched)
        #expect(result.report.contains("the app echoed the secret \"{pw}\" as typed, not as ********"), "\(result.report)")
        #expect(!result.report.contains(Self.password))
    }

    @Test("Given > {NAME} with no # secret: and nothing kept under NAME When the journey runs Then it says neither gives it")
    func neitherSecretNorKept() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let journey = try JourneyFile(parsing: "> ask password\nPassword:\n> {pw}\n", name: "missing.journey")

        let result = await JourneyRunner(app: try FakeApp.install(in: folder)).run(journey)

        #expect(result.report.contains("no \"# secret: pw=…\" header gives it"), "\(result.report)")
    }

    @Test("Given a secret When text holds it as typed or percent-encoded Then both are hidden, the longest value first")
    func hiding() {
        let secrets = JourneySecrets(["pw": "p@ss word", "part": "ss w"])

        #expect(secrets.hiding(in: "key=p%40ss%20word&x=p@ss word") == "key={pw}&x={pw}")
        #expect(secrets.hiding(in: "boss was") == "bo{part}as")
    }
}
