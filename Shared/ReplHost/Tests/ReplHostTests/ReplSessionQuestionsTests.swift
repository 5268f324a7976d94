import Localization
import ReplKit
import Testing

@testable import ReplHost

/// A screen whose `sign in` asks for an email address, then a password, and says what it got
/// without ever showing the password.
@MainActor
private final class QuestionHarness {
    let language = CurrentAppLanguage()
    let output = RecordingOutput()
    let questions = ReplQuestions()
    private(set) var answers: [String?] = []

    func run(
        _ lines: [String], echo: Bool, observer: (any ReplTranscriptObserver)? = nil
    ) async -> ReplSessionEnd {
        let screen = FakeScreen(routeName: "account", titles: ["en": "Account"], content: [], language: language)
        screen.commands = [
            ReplCommand(name: "sign-in", summary: "sign in") { [unowned self] _ in
                let email = questions.ask(.text("Email:"))
                let password = questions.ask(.secret("Password:", note: "Almost there."))
                answers = [email, password]
                guard email != nil, password != nil else { return .failure("cancelled") }
                return .message("Signed in as \(email ?? "").")
            }
        ]
        let scripted = ScriptedLineSource(lines: lines)
        let source: LineSource = observer.map { ObservedLineSource(scripted, observer: $0) } ?? scripted
        let session = ReplSession(
            navigator: FakeNavigator(root: screen), source: source, output: output, currentLanguage: language,
            options: ReplSessionOptions(echoCommands: echo))
        questions.attach(session)
        return await session.run()
    }
}

@MainActor
@Suite("Given a command that asks questions in a script")
struct ReplSessionQuestionsTests {
    @Test("When it runs with --echo Then each question is a line and each answer is echoed, the password as ********")
    func echoedTranscript() async {
        let harness = QuestionHarness()

        _ = await harness.run(["sign-in", "ada@example.com", "s3cret pass"], echo: true)

        #expect(
            harness.output.lines == [
                "> sign-in", "Email:", "> ada@example.com", "Almost there.", "Password:", "> ********",
                "Signed in as ada@example.com.",
            ])
        #expect(harness.answers == ["ada@example.com", "s3cret pass"])
    }

    @Test("When it runs without --echo Then each answer shows on its question's line, the password as ********")
    func plainTranscript() async {
        let harness = QuestionHarness()

        _ = await harness.run(["sign-in", "  ada@example.com ", " s3cret "], echo: false)

        #expect(
            harness.output.lines == [
                "Email: ada@example.com", "Almost there.", "Password: ********", "Signed in as ada@example.com.",
            ])
        #expect(harness.answers == ["ada@example.com", " s3cret "], "a password is kept exactly as typed")
    }

    @Test("When the input ends before the password Then the question goes unanswered and the command says so")
    func inputEnds() async {
        let harness = QuestionHarness()

        let end = await harness.run(["sign-in", "ada@example.com"], echo: false)

        #expect(end == .finished)
        #expect(harness.answers == ["ada@example.com", nil])
        #expect(harness.output.lines.last == "cancelled")
    }

    @Test("When the session is recorded Then the transcript observer is told ******** in the password's place")
    func observerSeesMask() async {
        let harness = QuestionHarness()
        let observer = TranscriptSpy()

        _ = await harness.run(["sign-in", "ada@example.com", "s3cret"], echo: true, observer: observer)

        #expect(observer.read == [.text("sign-in"), .text("ada@example.com"), .text("********"), .end])
        #expect(!observer.read.contains(.text("s3cret")))
    }

    @Test("When no session answers Then a question gets no answer")
    func unattached() {
        #expect(ReplQuestions().ask(.secret("Password:")) == nil)
        #expect(!ReplQuestions().isAttached)
    }
}

@MainActor
private final class TranscriptSpy: ReplTranscriptObserver {
    var read: [InputLine] = []
    func sessionRead(_ input: InputLine) { read.append(input) }
}
