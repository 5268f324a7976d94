import FeatureKit
import Foundation
import Testing

@testable import AppComposition

@Suite("Journey writer: headers")
struct RecordedHeaderTests {
    private let options = AppCommand.commandLineOptions + FeatureCommandLine.commandLineOptions
    private let start = "2026-03-01T09:30:00Z"
    private let folder = URL(fileURLWithPath: "/home/ada/work")

    private func header(_ arguments: [String], environment: [String: String] = [:]) -> RecordedHeader {
        RecordedHeader(
            arguments: ReplayArguments(
                arguments: arguments, options: options, start: start, environment: environment, currentDirectory: folder),
            environment: environment)
    }

    @Test(
        "Given a session started with the runner's own options and --record When its header is written Then they are left out and --now pins the start"
    )
    func leavesOutRunnerOptions() {
        let written = header([
            "--record", "x.journey", "--data-dir", "/tmp/d", "--script", "-", "--echo", "--now", "2026-01-01T00:00:00Z",
            "--strict", "--contacts-count", "3",
        ])
        #expect(written.lines == ["# Recorded by app --record.", "# app: --strict --contacts-count 3 --now \(start)"])
    }

    @Test("Given files the app writes and --in-memory When the header is written Then a replay is not given them")
    func leavesOutWrittenFiles() {
        let written = header([
            "--in-memory", "--log-file", "log.txt", "--analytics-log=a.jsonl", "--coverage-log", "c.jsonl", "--clock-file",
            "/tmp/clock", "--log-level", "debug",
        ])
        #expect(written.appArguments == ["--log-level", "debug", "--now", start])
    }

    @Test("Given values with spaces or quotes When the header is written Then they are quoted as # app: reads them")
    func quotesValues() {
        let written = header(["--open", "products/MS 1", "--contacts-nat", "say \"hi\"", "--products-url=http://x/a b"])
        #expect(
            written.lines[1]
                == "# app: --open \"products/MS 1\" --contacts-nat \"say \\\"hi\\\"\" \"--products-url=http://x/a b\" --now \(start)"
        )
        #expect(RecordedHeader.quotedIfNeeded("") == "\"\"")
        #expect(RecordedHeader.quotedIfNeeded("a\\b") == "a\\b")
        #expect(RecordedHeader.quotedIfNeeded("a \\b") == "\"a \\\\b\"")
    }

    @Test("Given a relative file option When the header is written Then it is made absolute for the runner's own folder")
    func absoluteFiles() {
        #expect(
            header(["--products-file", "cat/products.jsonl"]).appArguments == [
                "--products-file", "/home/ada/work/cat/products.jsonl", "--now", start,
            ])
        #expect(header(["--products-file=/data/p.jsonl"]).appArguments == ["--products-file=/data/p.jsonl", "--now", start])
    }

    @Test(
        "Given options set by environment variables When the header is written Then they are written as options, unless the command line gave them"
    )
    func environmentOptions() {
        let environment = ["APP_ENV": "QC", "CONTENT_URL": "http://127.0.0.1:9/", "LOG_LEVEL": "trace"]
        #expect(
            header([], environment: environment).appArguments == [
                "--env", "qc", "--content-url", "http://127.0.0.1:9/", "--now", start,
            ])
        #expect(header(["--env", "dev"], environment: environment).appArguments.prefix(2) == ["--env", "dev"])
        #expect(
            Set(options.compactMap(ReplayArguments.environmentVariable(of:))).isSuperset(of: [
                "APP_ENV", "CONTACTS_URL", "PRODUCTS_URL", "CONTENT_URL",
            ]))
    }

    @Test(
        "Given the locale the app reads its language from When the header is written Then # lang: names it, unless it is the runner's C.UTF-8",
        arguments: [
            (["LANG": "es_ES.UTF-8"], "es_ES.UTF-8"), (["LANG": "fr_FR.UTF-8", "LC_ALL": "de_DE.UTF-8"], "de_DE.UTF-8"),
            (["LANG": "en_GB.UTF-8", "LC_MESSAGES": "pt_BR"], "pt_BR"), (["LANG": "C.UTF-8"], nil), ([:], nil),
            (["LANG": "not a locale!"], nil),
        ] as [([String: String], String?)])
    func language(environment: [String: String], expected: String?) {
        let written = header([], environment: environment)
        #expect(written.language == expected)
        #expect(written.lines.contains("# lang: \(expected ?? "")") == (expected != nil))
    }

    @Test("Given an argument with a line break When the header is made Then it is named as one no header line can hold")
    func lineBreak() {
        #expect(header(["--open", "a\nb"]).wordWithLineBreak == "a\nb")
        #expect(header(["--open", "a b"]).wordWithLineBreak == nil)
    }
}
