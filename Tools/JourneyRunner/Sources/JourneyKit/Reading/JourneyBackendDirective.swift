/// A `> backend …` line in a journey's body: the runner's, never the app's.
///
/// - `> backend scenario NAME` replaces the backend's faults with the `NAME.scenario` file's
///   (`> backend scenario none` clears them) once every command before it has run;
/// - `> backend stop` stops the backend there, so the rest of the journey runs with no server;
/// - `> backend publish TOOL LANGUAGE` has the backend publish a newer translation of the tool
///   (by abbreviation) into the language (by code): the version one higher, its first page changed.
///
/// They print nothing. The app keeps running: the runner waits until the app has echoed a
/// harmless command it sends in the directive's place (``marker``), which it can only do once
/// the commands before it are done, and only then acts and sends the rest.
public enum JourneyBackendDirective: Sendable, Equatable {
    case scenario(String)
    case stop
    case publish(tool: String, language: String)

    /// What the app is sent in the directive's place: a command of every screen that
    /// changes nothing. Its output is not part of the transcript.
    public static let marker = "where"
    /// The scenario name that clears every fault.
    public static let noScenario = "none"

    /// The directive `command` is, nil when it does not start with the word `backend`;
    /// throws a message when it does but is not one of the forms above.
    public static func parse(_ command: String) throws(BackendHeaderProblem) -> JourneyBackendDirective? {
        let words = command.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.first?.lowercased() == "backend" else { return nil }
        switch words.dropFirst().map({ $0 }) {
        case ["stop"]:
            return .stop
        case let rest where rest.count == 2 && rest[0] == "scenario" && ScenarioFiles.isName(rest[1]):
            return .scenario(rest[1])
        case let rest where rest.count == 3 && rest[0] == "publish" && rest.dropFirst().allSatisfy(Self.isCode):
            return .publish(tool: rest[1], language: rest[2])
        default:
            throw BackendHeaderProblem(
                message: "\"> backend\" takes \"scenario NAME\", \"stop\" or \"publish TOOL LANGUAGE\"")
        }
    }

    /// A tool abbreviation or language code: letters, digits, `-` and `_` (safe in a query).
    private static func isCode(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
