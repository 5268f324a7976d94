/// A line the app is sent, and how it echoes it under `--echo`: a command as it is, an answer
/// to a secret question as ``JourneySecrets/mask``.
public struct SentLine: Sendable, Equatable {
    /// What is written to the app's standard input.
    public let text: String
    /// Whether it is a secret (a journey's `> {NAME}`), which the app echoes as the mask.
    public let isSecret: Bool

    public init(_ text: String, isSecret: Bool = false) {
        self.text = text
        self.isSecret = isSecret
    }

    /// The echo the journey expects, without `> `.
    public var echo: String {
        isSecret ? JourneySecrets.mask : text.trimmingCharacters(in: .whitespaces)
    }

    /// Whether `echoed` (an echo line without `> `) is this line's echo. A secret echoed as typed
    /// is taken too, so that the transcript stays in step where the app did not ask a secret
    /// question (or showed the answer): the runner then fails the line, saying so.
    func isEchoed(as echoed: String) -> Bool {
        echoed == echo || (isSecret && echoed == text.trimmingCharacters(in: .whitespaces))
    }

    /// Whether `echoed` shows a secret as typed instead of as the mask.
    func showsSecret(_ echoed: String) -> Bool {
        isSecret && echoed != JourneySecrets.mask
    }
}
