import Foundation
import JourneyKit
import Testing

@Suite("Every language")
struct LanguageSweepTests {
    static func tables(in folder: TemporaryFolder) throws -> StringTables {
        _ = try folder.write(
            #"{"hint": "Type open and a number to see it", "list.count": {"one": "{count} item", "other": "{count} items"}}"#,
            to: "Feature/Resources/Strings/en.json")
        _ = try folder.write(
            #"{"hint": "Escribe open y un número para verlo", "list.count": {"one": "{count} cosa", "other": "{count} cosas"}}"#,
            to: "Feature/Resources/Strings/xx.json")
        return StringTables.read(under: folder.url)
    }

    @Test("Given the repository's string tables When read Then every app language's table is found, English first")
    func readsTables() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let tables = try Self.tables(in: folder)

        #expect(tables.languages == ["en", "xx"])
    }

    @Test(
        "Given a journey whose output in another language keeps English text, a raw key, a placeholder and a long line When swept Then each is reported with its command"
    )
    func findsMistakes() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sweep = LanguageSweep(
            runner: JourneyRunner(app: try FakeApp.install(in: folder)), tables: try Self.tables(in: folder))
        let journey = try JourneyFile(
            parsing: "> greet\nType open and a number to see it\n> broken\n3 items\n", name: "j.journey")

        let outcomes = await sweep.sweep(journey, languages: ["xx"])

        let problems = try #require(outcomes.first).problems
        #expect(
            problems.contains(
                "j.journey:1 \"> greet\": text left in English: \"Type open and a number to see it\" (hint) in \"Type open and a number to see it\""
            ),
            "\(problems)")
        #expect(problems.contains("j.journey:3 \"> broken\": a raw key: \"list.count\" in \"list.count {count}\""), "\(problems)")
        #expect(problems.contains("j.journey:3 \"> broken\": a placeholder left unfilled: \"{count}\" in \"list.count {count}\""))
        #expect(problems.contains { $0.hasPrefix("j.journey:3 \"> broken\": wider than the terminal (90 columns)") })
    }

    @Test(
        "Given a command that ends the app only in another language When swept Then the session's failure and the commands not run are reported"
    )
    func findsFailures() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sweep = LanguageSweep(
            runner: JourneyRunner(app: try FakeApp.install(in: folder)), tables: try Self.tables(in: folder))
        let journey = try JourneyFile(parsing: "> quitxx\nfine\n> say after\nafter\n", name: "q.journey")

        let problems = try #require(await sweep.sweep(journey, languages: ["xx"]).first).problems

        #expect(problems.contains { $0.hasPrefix("q.journey:3 \"> say after\": not run in xx") }, "\(problems)")
        #expect(problems.contains("q.journey: session 1 exited with status 4"), "\(problems)")
    }

    @Test("Given wide and combining characters When measured Then a wide one takes two columns and a combining one none")
    func widths() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("商品") == 4)
        #expect(DisplayWidth.of("e\u{301}") == 1)
    }

    @Test(
        "Given a line that keeps a value among English words When swept Then only what it keeps is matched, so later commands still get it"
    )
    func capturesWithoutEnglish() throws {
        let pattern = try InlinePattern(parsing: "  Style number: [[style:MS[0-9]+]] · {size}")

        #expect(LanguageSweep.languageFree(pattern) == "[..][[style:MS[0-9]+]][..]{size}")
    }
}
