import FeatureKit
import Foundation

/// The command-line words a replay of a recorded session needs, from the words the app was
/// started with: the journey's `# app:` header.
///
/// Left out: `--record` itself; `--data-dir`, `--script` and `--echo`, which the journey runner
/// gives every session; `--in-memory`, which cannot go with the runner's `--data-dir` (a replay
/// starts on an empty folder all the same); `--now` and `--clock-file`, replaced by `--now` at the
/// instant the session started; and the files the app writes beside its output — `--log-file`,
/// `--analytics-log` and `--coverage-log` — which the runner chooses for itself or a replay has
/// no business appending to. Every other option is kept as it was given, a relative file or folder
/// made absolute (the runner runs the app in a folder of its own), and an option given by its
/// environment variable (its help says "(or $NAME)") is written as the option, since the runner
/// passes the app no such variable.
struct ReplayArguments: Equatable {
    /// The options a replay does without.
    static let leftOut: Set<String> = [
        "record", "data-dir", "script", "echo", "in-memory", "now", "clock-file", "log-file", "analytics-log",
        "coverage-log",
    ]

    let words: [String]

    /// `arguments` (as the app was started, already read without error by `options`) for a
    /// session that started at `start`, an ISO 8601 instant; `environment` and
    /// `currentDirectory` as the app saw them.
    init(
        arguments: [String], options: [CommandLineOption], start: String, environment: [String: String],
        currentDirectory: URL
    ) {
        let byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var words: [String] = []
        var given: Set<String> = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            let (name, inline) = Self.split(word)
            given.insert(name)
            guard let option = byName[name] else { continue }
            var value = inline
            if case .value = option.kind, inline == nil, index < arguments.endIndex, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            }
            guard !Self.leftOut.contains(name) else { continue }
            let kept = value.map { Self.absolute($0, for: option, in: currentDirectory) }
            switch (inline, kept) {
            case (.some, .some(let kept)): words.append("--\(name)=\(kept)")
            case (nil, .some(let kept)): words += ["--\(name)", kept]
            case (_, nil): words.append("--\(name)")
            }
        }
        for option in options where !given.contains(option.name) && !Self.leftOut.contains(option.name) {
            guard let variable = Self.environmentVariable(of: option), let value = environment[variable], !value.isEmpty
            else { continue }
            // APP_ENV is read whatever its case; `--env` takes the lower-case word.
            words += ["--\(option.name)", option.name == "env" ? value.lowercased() : value]
        }
        self.words = words + ["--now", start]
    }

    /// The variable an option's help names as its alternative: `(or $CONTENT_URL)`.
    static func environmentVariable(of option: CommandLineOption) -> String? {
        guard case .value = option.kind, let marker = option.help.range(of: "(or $") else { return nil }
        let name = option.help[marker.upperBound...].prefix { $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "_") }
        return name.isEmpty ? nil : String(name)
    }

    /// `--name=value` as (`name`, `value`); `--name` as (`name`, nil).
    private static func split(_ word: String) -> (name: String, value: String?) {
        let body = word.hasPrefix("--") ? word.dropFirst(2) : Substring(word)
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }

    /// A file or folder option's relative path made absolute; other values as they are.
    private static func absolute(_ value: String, for option: CommandLineOption, in directory: URL) -> String {
        guard case .value(let valueName) = option.kind, ["file", "dir", "folder", "path"].contains(valueName),
            !value.isEmpty, value != "-", !value.hasPrefix("/")
        else { return value }
        return directory.appendingPathComponent(value).standardizedFileURL.path
    }
}
