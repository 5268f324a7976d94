import Foundation
import JourneyKit
import Testing

/// The repository's root, found from this file's place in it.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/JourneyTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

/// Reads the README's sample session as a journey: `$ swift run app` is the
/// start (the home screen, as `home` shows it), a line `route › … › command`
/// is that command, `…` alone is any lines, everything else is output.
enum ReadmeSession {
    static let heading = "## A session"

    /// The first ```text block under ``heading``, as lines.
    static func block(in readme: String) -> [String]? {
        guard let headingRange = readme.range(of: "\n" + heading + "\n") else { return nil }
        let after = readme[headingRange.upperBound...]
        guard let open = after.range(of: "```text\n") else { return nil }
        let body = after[open.upperBound...]
        guard let close = body.range(of: "\n```") else { return nil }
        return body[..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The block as journey text.
    static func journeyText(_ lines: [String]) -> String {
        lines.map { line -> String in
            if line == "$ swift run app" { return "> home" }
            if let command = command(in: line) { return "> " + command }
            if line.trimmingCharacters(in: .whitespaces) == "…" { return OutputPattern.wildcardText }
            if line.hasPrefix("#") || line.hasPrefix(">") || line.hasPrefix("\\") { return "\\" + line }
            return line
        }.joined(separator: "\n") + "\n"
    }

    /// The command of a prompt line: lower-case route names, each followed by " › ", then the command.
    static func command(in line: String) -> String? {
        var rest = Substring(line)
        var routes = 0
        while let separator = rest.range(of: " › ") {
            let route = rest[..<separator.lowerBound]
            guard !route.isEmpty, route.allSatisfy({ ($0.isLetter && $0.isLowercase) || $0 == "-" }) else { break }
            routes += 1
            rest = rest[separator.upperBound...]
        }
        return routes > 0 && !rest.isEmpty ? String(rest) : nil
    }
}

@Suite("The README's sample session")
struct ReadmeSessionTests {
    @Test(
        "Given the README and Tests/Journeys/readme-session.journey When the README's session is read as a journey Then it is that journey, command for command and line for line"
    )
    func readmeMatchesJourney() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(ReadmeSession.block(in: readme), "README.md has no ```text block under \(ReadmeSession.heading)")
        let fromReadme = try JourneyFile(parsing: ReadmeSession.journeyText(block), name: "README.md")
        let journey = try JourneyFile(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Journeys/readme-session.journey"), name: "readme-session"
        )

        #expect(fromReadme.blocks.map(\.command) == journey.blocks.map(\.command))
        for (readmeBlock, journeyBlock) in zip(fromReadme.blocks, journey.blocks) {
            #expect(
                readmeBlock.expected.map(\.pattern) == journeyBlock.expected.map(\.pattern),
                "the output of \"\(readmeBlock.command)\" differs between README.md and the journey"
            )
        }
    }

    @Test("Given prompt lines and output lines When commands are read from them Then only prompt lines give a command")
    func promptLines() {
        #expect(ReadmeSession.command(in: "home › contacts") == "contacts")
        #expect(ReadmeSession.command(in: "languages › app-languages › confirm › confirm") == "confirm")
        #expect(ReadmeSession.command(in: "contacts › details › edit first=Zoé") == "edit first=Zoé")
        #expect(ReadmeSession.command(in: "Home › Language settings") == nil)
        #expect(ReadmeSession.command(in: "  1. Zoë Moulin · 57 years · Saint-Étienne") == nil)
    }
}
