import Foundation

/// What a journey's header lines ask of the world it runs in, read from the comment
/// lines before its first command:
///
/// - `# app: ARGS` — more command-line arguments for every session (quoted words keep
///   their spaces: `# app: --now "2026-02-01T08:00:00Z"`); several `app:` lines add up;
/// - `# lang: CODE` — the locale the sessions run in (`LANG`; `es` or `es_ES.UTF-8`);
/// - `# demo: FEATURE` — run that feature's Demo (`<Feature>Demo`) instead of the app;
/// - `# backend: key=value …` — start the local backend on a free loopback port for the
///   journey (``JourneyBackendSettings``), point the app at it (`--backend URL`) and stop it
///   at the end, whatever happened. A Demo runs on its own data, so it takes no backend;
/// - `# redact: REGEX => {NAME}` — replace what matches in the app's output before matching
///   (``Redactions``); several add up, applied in order;
/// - `# tags: WORD …` — the journey's tags, for `journey --tag` and `--skip-tag`;
/// - `# requests: exact` — the `< ` lines list every request each session sent, in order
///   (`in-order`, the default, lets others stand between);
/// - `# secret: NAME=VALUE` — a secret (a password) the journey types as `> {NAME}`, the answer to
///   a secret question, which the app echoes as `********` (``JourneySecrets``); several add up;
/// - `# examples:` — a table below it runs the journey once per row (``ExamplesTable``);
/// - `# config: FILE` — every session runs with `--config FILE`, the path taken from the journey's
///   folder (a config file kept beside the journey, such as `configs/shop.json`).
///
/// A comment of the form `# word:` (a lower-case word) is a header: an unknown one is refused.
/// Other comments are only comments.
public struct JourneyWorld: Sendable, Equatable {
    public var appArguments: [String] = []
    public var language: String?
    public var demo: String?
    /// The backend to start, nil for none.
    public var backend: JourneyBackendSettings?
    public var redactions: [Redactions.Rule] = []
    public var tags: [String] = []
    /// Whether the `< ` lines must list every request a session sent.
    public var requestsExact = false
    /// The config file `# config:` names, as written (relative to the journey's folder).
    public var configFile: String?
    /// The secrets its commands may type as `> {NAME}` (`# secret:`).
    public var secrets = JourneySecrets()
    /// The header keys, in the order this page lists them.
    public static let headerKeys = [
        "app", "lang", "demo", "backend", "redact", "tags", "requests", "examples", "config", "secret",
    ]

    public init(
        appArguments: [String] = [], language: String? = nil, demo: String? = nil, backend: JourneyBackendSettings? = nil
    ) {
        self.appArguments = appArguments
        self.language = language
        self.demo = demo
        self.backend = backend
    }

    /// The world `preamble`'s header lines describe; throws with the line at fault.
    public init(preamble: [String], name: String) throws(JourneyFileError) {
        var secretLines: [String: Int] = [:]
        for (index, line) in preamble.enumerated() {
            guard let (key, value) = Self.header(in: line) else { continue }
            let lineNumber = index + 1
            switch key {
            case "redact":
                do {
                    redactions.append(try Redactions.Rule(header: value))
                } catch {
                    throw JourneyFileError(name: name, line: lineNumber, message: error.message)
                }
            case "tags":
                tags += value.split(separator: " ").map(String.init)
            case "requests":
                guard ["exact", "in-order"].contains(value) else {
                    throw JourneyFileError(
                        name: name, line: lineNumber, message: "\"# requests:\" takes exact or in-order, not \"\(value)\"")
                }
                requestsExact = value == "exact"
            case "examples":
                continue
            case "secret":
                do {
                    try secrets.add(header: value)
                } catch {
                    throw JourneyFileError(name: name, line: lineNumber, message: error.message)
                }
                for secret in secrets.names where secretLines[secret] == nil { secretLines[secret] = lineNumber }
            case "config":
                guard !value.isEmpty, configFile == nil else {
                    throw JourneyFileError(name: name, line: lineNumber, message: "\"# config:\" takes one file's path, once")
                }
                configFile = value
            case "app":
                appArguments += QuotedWords.split(value)
            case "lang":
                guard !value.isEmpty, !value.contains(" "), language == nil else {
                    throw JourneyFileError(name: name, line: lineNumber, message: "\"# lang:\" takes one locale, once")
                }
                language = value
            case "demo":
                guard let first = value.first, first.isUppercase, value.allSatisfy({ $0.isLetter }), demo == nil else {
                    throw JourneyFileError(
                        name: name, line: lineNumber, message: "\"# demo:\" takes one feature's name, such as Contacts, once")
                }
                demo = value
            case "backend":
                guard backend == nil else {
                    throw JourneyFileError(name: name, line: lineNumber, message: "\"# backend:\" comes once")
                }
                switch JourneyBackendSettings.parse(value) {
                case .success(let settings): backend = settings
                case .failure(let problem): throw JourneyFileError(name: name, line: lineNumber, message: problem.message)
                }
            default:
                throw JourneyFileError(
                    name: name, line: lineNumber,
                    message:
                        "unknown header \"# \(key):\" — a journey's headers are \(Self.headerKeys.map { "\"# \($0):\"" }.joined(separator: ", "))"
                )
            }
        }
        let taken = Set(["backend", "data"] + redactions.compactMap(\.name))
        if let clash = secrets.names.first(where: taken.contains) {
            throw JourneyFileError(
                name: name, line: secretLines[clash] ?? 0,
                message: "\"{\(clash)}\" already stands for a redaction: give the secret another name")
        }
        if demo != nil, backend != nil {
            throw JourneyFileError(
                name: name, line: 0, message: "a Demo runs on its own data: \"# demo:\" and \"# backend:\" do not go together")
        }
    }

    /// The instant a `# app: --now …` header pins the journey's clock at (the last one given);
    /// nil when the headers leave the runner's own.
    public var pinnedNow: String? {
        var pinned: String?
        for (index, argument) in appArguments.enumerated() {
            if argument == "--now", index + 1 < appArguments.count {
                pinned = appArguments[index + 1]
            } else if argument.hasPrefix("--now=") {
                pinned = String(argument.dropFirst("--now=".count))
            }
        }
        return pinned
    }

    /// This world with `--config` added for its `# config:` file, the path made whole from the
    /// folder of the journey at `location` (the working folder when the journey has no file). A
    /// `--config FILE` among the `# app:` words is a file beside the journey too: the app runs in a
    /// folder of its own, where a relative path would name nothing.
    public func resolvingConfigFile(besideJourneyAt location: URL?) -> JourneyWorld {
        let folder = location?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let whole = { (path: String) in path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path }
        var world = self
        var words: [String] = []
        var index = appArguments.startIndex
        while index < appArguments.endIndex {
            let word = appArguments[index]
            if word == "--config", index + 1 < appArguments.endIndex {
                words += [word, whole(appArguments[index + 1])]
                index += 2
                continue
            }
            words.append(word.hasPrefix("--config=") ? "--config=" + whole(String(word.dropFirst("--config=".count))) : word)
            index += 1
        }
        world.appArguments = (configFile.map { ["--config", whole($0)] } ?? []) + words
        return world
    }

    /// The executable the sessions run: the app, or `<Feature>Demo` beside it.
    public var executableName: String {
        demo.map { "\($0)Demo" } ?? "app"
    }

    /// `# key: value` where key is a lower-case word (letters, digits and `-`), else nil.
    static func header(in line: String) -> (key: String, value: String)? {
        guard line.hasPrefix("# "), let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[line.index(line.startIndex, offsetBy: 2)..<colon]
        guard let first = key.first, first.isASCII, first.isLowercase,
            key.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        else { return nil }
        return (String(key), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
}
