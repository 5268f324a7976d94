import Foundation
import JourneyKit
import Testing

@Suite("Includes")
struct IncludeTests {
    @Test("Given > include of a part When the journey is read Then the part's commands and expectations stand in place")
    func expandsInPlace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("> say fav\nfav\n> include more.journey\n", to: "parts/fav.journey")
        _ = try folder.write("# a comment\n> say more\nmore\n", to: "parts/more.journey")
        let file = try folder.write("# app: -x\n> say a\na\n> include parts/fav.journey\n> say z\nz\n", to: "j.journey")

        let journeys = try JourneyLoader.journeys(fileAt: file, name: "j.journey")

        let blocks = try #require(journeys.first).blocks
        #expect(blocks.map(\.command) == ["say a", "say fav", "say more", "say z"])
        #expect(blocks.map(\.file) == ["j.journey", "parts/fav.journey", "parts/more.journey", "j.journey"])
        #expect(blocks[2].includedAt == 4)
        #expect(blocks[2].location(in: "j.journey") == "parts/more.journey:2 (included at j.journey:4)")
    }

    @Test("Given a part that includes itself through another When the journey is read Then it is refused with the chain of files")
    func refusesCycles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("> include b.journey\n", to: "a.journey")
        _ = try folder.write("> include a.journey\n", to: "b.journey")
        let file = try folder.write("> include a.journey\n", to: "main.journey")

        let error = #expect(throws: JourneyFileError.self) { try JourneyLoader.journeys(fileAt: file, name: "main.journey") }

        #expect(
            error?.description
                == "b.journey:1: \"> include a.journey\" includes itself: main.journey → a.journey → b.journey → a.journey")
    }

    @Test(
        "Given an include of a missing file, a part with a header, or output under an include When read Then each is refused at its line"
    )
    func refusesBadIncludes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("# lang: es\n> say x\n", to: "headed.journey")
        let cases: [(String, String)] = [
            ("> say a\n> include nowhere.journey\n", "m.journey:2: \"> include nowhere.journey\": no such file"),
            (
                "> include headed.journey\n",
                "headed.journey:1: a part has no headers of its own: \"# lang:\" belongs in the journey that includes it"
            ),
            ("> include headed.journey\nsome output\n", "m.journey:2: \"> include\" has no output of its own"),
            ("> include\n", "m.journey:1: \"> include\" takes one file's path"),
        ]
        for (text, expected) in cases {
            let file = try folder.write(text, to: "m.journey")
            let error = #expect(throws: JourneyFileError.self) { try JourneyLoader.journeys(fileAt: file, name: "m.journey") }
            #expect(error?.description.hasPrefix(expected) == true, "\(error.map { "\($0)" } ?? "")")
        }
    }

    @Test(
        "Given a part whose output differs When the journey runs Then the diff names the part's line and the line that included it"
    )
    func reportsPartLocation() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("> say fav\nnot fav\n", to: "parts/fav.journey")
        let file = try folder.write("> say a\na\n> include parts/fav.journey\n", to: "j.journey")

        let results = await JourneyRunner(app: try FakeApp.install(in: folder)).run(fileAt: file, name: "j.journey")

        #expect(
            results.first?.report.hasPrefix("parts/fav.journey:1 (included at j.journey:3): output of \"> say fav\" differs")
                == true,
            "\(results.first?.report ?? "")")
    }

    @Test("Given a folder with a parts folder When journeys are discovered Then the parts are not run on their own")
    func partsAreNotJourneys() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("> say a\n", to: "parts/p.journey")
        _ = try folder.write("> include parts/p.journey\n", to: "j.journey")

        #expect(JourneyDiscovery.journeyFiles(in: folder.url).map(\.lastPathComponent) == ["j.journey"])
    }
}
