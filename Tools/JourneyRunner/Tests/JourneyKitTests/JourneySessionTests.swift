import JourneyKit
import Testing

@Suite("JourneySession")
struct JourneySessionTests {
    @Test("Given a journey with quit and exit in the middle When split into sessions Then each session ends after quit or exit")
    func splitsAtQuitAndExit() throws {
        let file = try JourneyFile(parsing: "> home\n> quit\n> favorites\n> EXIT\n> bag\n", name: "j")

        let sessions = file.sessions

        #expect(sessions.map(\.commands) == [["home", "quit"], ["favorites", "EXIT"], ["bag"]])
        #expect(sessions.map(\.number) == [1, 2, 3])
        #expect(sessions.map(\.blockRange) == [0..<2, 2..<4, 4..<5])
        #expect(sessions.map(\.firstLineNumber) == [1, 3, 5])
    }

    @Test("Given a journey ending with quit When split into sessions Then no empty session follows")
    func endsWithQuit() throws {
        let file = try JourneyFile(parsing: "> home\n> quit\n", name: "j")

        #expect(file.sessions.map(\.commands) == [["home", "quit"]])
    }

    @Test("Given a command that only starts with quit When split into sessions Then it does not end the session")
    func quitLikeCommand() throws {
        let file = try JourneyFile(parsing: "> quitting\n> search exit\n", name: "j")

        #expect(file.sessions.count == 1)
    }

    @Test("Given a session When its standard input is built Then it is the commands one a line")
    func standardInput() throws {
        let file = try JourneyFile(parsing: "> home\n> products\n", name: "j")

        #expect(file.sessions.first?.standardInput == "home\nproducts\n")
    }
}
