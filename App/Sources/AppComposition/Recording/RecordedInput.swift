import Localization
import ReplHost

/// What a line the person entered becomes in the journey being recorded.
enum RecordedInput: Equatable {
    /// A command the journey holds (and the replay is sent): the text as typed, or what a
    /// ``SecretInput`` rule put in its place.
    case command(String)
    /// `quit` or `exit`: the session ends; the journey ends with `quit`.
    case quit
    /// End of input (Ctrl-D): the session ends; the journey ends with `quit`.
    case end
    /// Nothing to run (an empty line, Ctrl-C at the prompt): nothing is written.
    case nothing
    /// A line the journey cannot hold as a command, with why, written as a comment in its place.
    case leftOut(String)

    /// The first words of the journey runner's own lines (`> clock +1h`, `> include FILE`,
    /// `> backend stop`, `> restart`): typed to the app they are unknown commands, but in a
    /// journey the runner would act on them instead of sending them.
    static let runnerWords: Set<String> = ["clock", "include", "backend", "restart"]

    /// What `input` becomes, `secrets` deciding first for a command that holds one.
    init(_ input: InputLine, secrets: [SecretInput] = SecretInput.all) {
        switch input {
        case .end:
            self = .end
        case .interrupted:
            self = .nothing
        case .invalidEncoding:
            self = .leftOut("a line that was not UTF-8")
        case .tooLong:
            self = .leftOut("a line too long to read")
        case .text(let raw):
            self = Self.command(raw.trimmingCharacters(in: .whitespaces), secrets: secrets)
        }
    }

    private static func command(_ line: String, secrets: [SecretInput]) -> RecordedInput {
        guard !line.isEmpty else { return .nothing }
        let first = line.split(separator: " ", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        if line.lowercased() == "quit" || line.lowercased() == "exit" { return .quit }
        // The app echoes what it reads made safe for a terminal: a line it would change cannot
        // be matched to its echo, nor written on one line.
        guard OutsideText.terminalLine(line) == line, !line.contains(where: \.isNewline) else {
            return .leftOut("a line with control characters")
        }
        if runnerWords.contains(first) {
            return .leftOut("\"\(first)\" starts a line of the journey runner's own")
        }
        for secret in secrets {
            if let handling = secret.handling(line) {
                switch handling {
                case .replaced(let text): return .command(text)
                case .leftOut: return .leftOut("a command that holds a secret")
                }
            }
        }
        return .command(line)
    }
}

/// A command whose words hold a secret (a password) that a journey must never hold: what the
/// journey holds instead, and sends the replay. No command takes a password today; one that
/// does adds its rule to ``all``.
struct SecretInput: Sendable {
    enum Handling: Equatable, Sendable {
        /// The journey holds this text in the command's place (`login ada ********`).
        case replaced(String)
        /// The journey leaves the command out, saying so in a comment.
        case leftOut
    }

    /// Given the command as typed, how to write it; nil when the rule has nothing to hide in it.
    let handling: @Sendable (String) -> Handling?

    /// Every rule, the first that answers deciding.
    static let all: [SecretInput] = []
}
