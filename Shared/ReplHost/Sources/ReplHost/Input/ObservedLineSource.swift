import ReplKit

/// A line source that tells an observer each line it gives the session. Everything else —
/// whether it is interactive, the commands Tab completes — goes through to the source. A
/// secret answer is told as ``ReplKit/ReplQuestion/secretMask``, never as typed.
@MainActor
final class ObservedLineSource: AnswerLineSource, CommandCompleting {
    private let source: LineSource
    private let observer: ReplTranscriptObserver

    init(_ source: LineSource, observer: ReplTranscriptObserver) {
        self.source = source
        self.observer = observer
    }

    var isInteractive: Bool { source.isInteractive }

    var commandNames: [String] {
        get { (source as? CommandCompleting)?.commandNames ?? [] }
        set { (source as? CommandCompleting)?.commandNames = newValue }
    }

    func nextLine(prompt: String) -> InputLine {
        let input = source.nextLine(prompt: prompt)
        observer.sessionRead(input)
        return input
    }

    func answerLine(prompt: String, isSecret: Bool) -> InputLine {
        let input =
            (source as? AnswerLineSource)?.answerLine(prompt: prompt, isSecret: isSecret) ?? source.nextLine(prompt: prompt)
        if isSecret, case .text = input {
            observer.sessionRead(.text(ReplQuestion.secretMask))
        } else {
            observer.sessionRead(input)
        }
        return input
    }
}
