import Foundation
import JourneyKit
import Testing

/// The app started with locale settings a person (or a broken system) can
/// set: it must start, in English, whatever `LANG`, `LC_ALL` or `LC_MESSAGES` say.
@Suite("Locale settings the app must survive")
struct LocaleEnvironmentProcessTests {
    @Test(
        "Given an ill-formed locale setting When the app starts Then it runs in English and ends normally",
        arguments: [
            ["LANG": "abcdefghijkl"],
            ["LANG": "abcdefghijklmnopqrstuvwxyz_ES.UTF-8"],
            ["LANG": "/etc/passwd"],
            ["LANG": "../../../../tmp/locale"],
            ["LC_ALL": "abcdefghijkl"],
            ["LC_MESSAGES": "abcdefghijkl", "LANG": "C.UTF-8"],
            ["LANG": "es_ES.UTF-8@@@\u{7F}"],
            ["LANGUAGE": "abcdefghijkl:xx", "LANG": "abcdefghijklm"],
        ]
    )
    func illFormedLocale(settings: [String: String]) async throws {
        let run = try AppRun(name: "locale")
        defer { run.remove() }

        let result = try await run.run(
            ["--in-memory", "--script", "-"], standardInput: "where\n",
            environment: settings.mapValues { Optional($0) }
        )

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError.prefix(2_000))")
        #expect(result.standardOutput.contains("Home"))
    }

    @Test("Given LC_ALL is junk and LANG is Spanish When the app starts Then the junk is ignored and it runs in Spanish")
    func junkIgnoredForNextSetting() async throws {
        let run = try AppRun(name: "locale")
        defer { run.remove() }

        let result = try await run.run(
            ["--in-memory", "--script", "-"], standardInput: "where\n",
            environment: ["LC_ALL": "abcdefghijkl", "LANG": "es_ES.UTF-8"]
        )

        #expect(result.succeeded, "\(result.summary)\n\(result.standardError.prefix(2_000))")
        #expect(result.standardOutput.contains("Inicio"))
    }
}
