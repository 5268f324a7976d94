import ReplHost
import Testing

@Suite("Given the commands of a screen")
struct CommandCompletionTests {
    private let commands = ["search", "sort", "select", "help", "home", "next"]

    @Test("When the typed word starts only one command Then Tab types the rest and a space")
    func uniqueMatch() {
        #expect(CommandCompletion.complete("ne", among: commands) == .insert("xt "))
    }

    @Test("When several commands share more than was typed Then Tab types what they share")
    func sharedPrefix() {
        #expect(CommandCompletion.complete("sea", among: commands) == .insert("rch "))
        #expect(CommandCompletion.complete("sel", among: ["select", "selection"]) == .insert("ect"))
    }

    @Test("When several commands match and share nothing more Then Tab lists them in order")
    func listsMatches() {
        #expect(CommandCompletion.complete("s", among: commands) == .list(["search", "select", "sort"]))
    }

    @Test("When nothing matches or an argument is being typed Then Tab does nothing")
    func nothing() {
        #expect(CommandCompletion.complete("zz", among: commands) == .none)
        #expect(CommandCompletion.complete("search ne", among: commands) == .none)
    }

    @Test("When the typed word is in capitals Then it still completes")
    func ignoresCase() {
        #expect(CommandCompletion.complete("NE", among: commands) == .insert("xt "))
    }
}
