import Primitives
import Testing

@Suite("Seeded draws")
struct SeededDrawsTests {
    @Test("Given seed 0 When a number below 100 is drawn Then multiply-shift and remainder reduce SplitMix64's first output")
    func reductions() {
        var multiplyShift = SeededDraws(seed: 0)
        var remainder = SeededDraws(seed: 0, reduction: .remainder)
        // SplitMix64's first outputs for seed 0 are 0xE220A8397B1DCDAF and 0x6E789E6AA1B965F4.
        #expect([multiplyShift.below(100), multiplyShift.below(100)] == [88, 43])
        #expect([remainder.below(100), remainder.below(100)] == [35, 0])
    }

    @Test("Given a bound that is not positive When a number below it is drawn Then it is 0 and nothing is drawn")
    func emptyBoundDrawsNothing() {
        var draws = SeededDraws(seed: 7)
        var untouched = SeededDraws(seed: 7)
        #expect(draws.below(0) == 0)
        #expect(draws.below(-3) == 0)
        #expect(draws.next() == untouched.next())
    }

    @Test("Given a range When numbers are drawn in it Then every one lies in it and both ends come up")
    func numbersInRange() {
        var draws = SeededDraws(seed: 2026)
        let drawn = (0..<1_000).map { _ in draws.int(in: -2...2) }
        #expect(Set(drawn) == [-2, -1, 0, 1, 2])
    }

    @Test("Given items When some are picked Then they are distinct and keep their order in the items")
    func pickSome() {
        var draws = SeededDraws(seed: 11)
        let items = Array("abcdefgh")
        let picked = draws.pick(3, of: items)
        #expect(picked.count == 3)
        #expect(Set(picked).count == 3)
        #expect(picked == items.filter(picked.contains))
        #expect(draws.pick(20, of: items) == items)
    }

    @Test("Given items When shuffled Then the order is a permutation the seed repeats")
    func shuffle() {
        var first = SeededDraws(seed: 5)
        var second = SeededDraws(seed: 5)
        let items = Array(1...20)
        let shuffled = first.shuffled(items)
        #expect(shuffled.sorted() == items)
        #expect(shuffled != items)
        #expect(second.shuffled(items) == shuffled)
    }

    @Test("Given a pattern When filled Then # is a digit, N a digit from 1 to 9, A an uppercase letter, the rest itself")
    func fillPattern() {
        var draws = SeededDraws(seed: 3)
        for _ in 0..<50 {
            let filled = Array(draws.fill("N#-A"))
            #expect(filled.count == 4)
            #expect(("1"..."9").contains(filled[0]))
            #expect(filled[1].isNumber)
            #expect(filled[2] == "-")
            #expect(("A"..."Z").contains(filled[3]))
        }
        let hex = draws.hex(12)
        #expect(hex.allSatisfy { $0.isHexDigit })
        #expect(draws.characters(5, from: "xy").allSatisfy { "xy".contains($0) })
    }
}
