/// A `> backend …` line in a journey's body: the runner's, never the app's.
///
/// - `> backend scenario NAME` replaces the backend's faults with the `NAME.scenario` file's
///   (`> backend scenario none` clears them) once every command before it has run;
/// - `> backend stop` stops the backend there, so the rest of the journey runs with no server;
/// - `> backend publish TOOL LANGUAGE` has the backend publish a newer translation of the tool
///   (by abbreviation) into the language (by code): the version one higher, its first page changed;
/// - `> backend revoke EMAIL` signs the account with that address out everywhere: every refresh
///   token revoked, every access token issued until then refused;
/// - `> backend config JSON` makes JSON (one object, `{"toggles": {"wishlist": false}}`) the remote
///   config the backend serves at `GET /config`, which the app fetches and uses from its next launch;
/// - `> backend mailbox EMAIL` shows the latest message the backend sent to the address
///   (``BackendMailbox``: `Subject: …`, `Code: …`), so a line under it can keep its code.
///
/// They print nothing (but `mailbox`, which shows what it read). The app keeps running: the
/// runner waits until the app has echoed a harmless command it sends in the directive's place
/// (``marker``), which it can only do once the commands before it are done, and only then acts
/// and sends the rest.
public enum JourneyBackendDirective: Sendable, Equatable {
    case scenario(String)
    case stop
    case publish(tool: String, language: String)
    case revoke(email: String)
    case config(json: String)
    case mailbox(email: String)

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
        case let rest where rest.first == "config":
            let json = command.drop { $0 != "{" }
            guard rest.count >= 2, json.hasPrefix("{"), json.hasSuffix("}") else {
                throw BackendHeaderProblem(
                    message:
                        "\"> backend config\" takes one JSON object, such as \"> backend config {\"toggles\": {\"wishlist\": false}}\""
                )
            }
            return .config(json: String(json))
        case let rest where rest.first == "revoke":
            guard rest.count == 2, Self.isEmailAddress(rest[1]) else {
                throw BackendHeaderProblem(
                    message: "\"> backend revoke\" takes one email address, such as \"> backend revoke ada@example.com\"")
            }
            return .revoke(email: rest[1])
        case let rest where rest.first == "mailbox":
            guard rest.count == 2, Self.isEmailAddress(rest[1]) else {
                throw BackendHeaderProblem(
                    message: "\"> backend mailbox\" takes one email address, such as \"> backend mailbox ada@example.com\"")
            }
            return .mailbox(email: rest[1])
        default:
            throw BackendHeaderProblem(
                message:
                    "\"> backend\" takes \"scenario NAME\", \"stop\", \"publish TOOL LANGUAGE\", \"revoke EMAIL\", \"config JSON\" or \"mailbox EMAIL\""
            )
        }
    }

    /// An email address: something, one `@`, something.
    private static func isEmailAddress(_ word: String) -> Bool {
        let parts = word.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty }
    }

    /// A tool abbreviation or language code: letters, digits, `-` and `_` (safe in a query).
    private static func isCode(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
