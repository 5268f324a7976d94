import ReplKit
import Testing

@Suite("Given the argument rules of commands")
struct ArgumentRuleTests {
    @Test("When none is the rule Then only zero arguments fit")
    func none() {
        #expect(ArgumentRule.none.accepts(0))
        #expect(!ArgumentRule.none.accepts(1))
    }

    @Test("When one is the rule Then exactly one argument fits")
    func one() {
        #expect(!ArgumentRule.one.accepts(0))
        #expect(ArgumentRule.one.accepts(1))
        #expect(!ArgumentRule.one.accepts(2))
    }

    @Test("When one is optional Then zero or one argument fits")
    func optionalOne() {
        #expect(ArgumentRule.optionalOne.accepts(0))
        #expect(ArgumentRule.optionalOne.accepts(1))
        #expect(!ArgumentRule.optionalOne.accepts(2))
    }

    @Test("When the rule is text Then any number of words fits", arguments: [0, 1, 7])
    func text(count: Int) {
        #expect(ArgumentRule.text.accepts(count))
    }

    @Test("When one or more is the rule Then zero does not fit but one and more do")
    func oneOrMore() {
        #expect(!ArgumentRule.oneOrMore.accepts(0))
        #expect(ArgumentRule.oneOrMore.accepts(1))
        #expect(ArgumentRule.oneOrMore.accepts(5))
    }
}
