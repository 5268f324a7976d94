import Testing

@testable import ReplHost

@Suite("Given the commands a screen knows")
struct CommandSuggesterTests {
    private let commands = [
        "help", "where", "quit", "exit", "back", "home", "open", "next", "prev", "search", "sort", "filter", "fav", "unfav",
    ]

    @Test("When a letter is missing Then the intended command is suggested")
    func missingLetter() {
        #expect(CommandSuggester.suggestion(for: "opn", among: commands) == "open")
        #expect(CommandSuggester.suggestion(for: "serch", among: commands) == "search")
    }

    @Test("When two letters are swapped Then the intended command is suggested")
    func swappedLetters() {
        #expect(CommandSuggester.suggestion(for: "fitler", among: commands) == "filter")
    }

    @Test("When the word is typed in capitals Then the suggestion is still found")
    func capitals() {
        #expect(CommandSuggester.suggestion(for: "OPN", among: commands) == "open")
    }

    @Test("When the word starts a longer command Then that command is suggested")
    func prefix() {
        #expect(CommandSuggester.suggestion(for: "filt", among: commands) == "filter")
    }

    @Test("When the word is like no command Then nothing is suggested", arguments: ["xyz", "q", "download"])
    func nothingClose(word: String) {
        #expect(CommandSuggester.suggestion(for: word, among: commands) == nil)
    }

    @Test("When two commands are equally close Then the alphabetically first is suggested")
    func tie() {
        #expect(CommandSuggester.suggestion(for: "fat", among: ["fav", "far"]) == "far")
        #expect(CommandSuggester.suggestion(for: "fat", among: ["far", "fav"]) == "far")
    }

    @Test("When edit distances are measured Then insertions, deletions, substitutions and swaps each cost one")
    func editDistance() {
        #expect(CommandSuggester.editDistance("open", "open") == 0)
        #expect(CommandSuggester.editDistance("opn", "open") == 1)
        #expect(CommandSuggester.editDistance("opeen", "open") == 1)
        #expect(CommandSuggester.editDistance("opan", "open") == 1)
        #expect(CommandSuggester.editDistance("poen", "open") == 1)
        #expect(CommandSuggester.editDistance("", "open") == 4)
        #expect(CommandSuggester.editDistance("kitten", "sitting") == 3)
    }
}
