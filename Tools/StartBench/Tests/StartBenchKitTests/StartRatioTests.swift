import StartBenchKit
import Testing

@Suite("App / hello ratio")
struct StartRatioTests {
    @Test("Given an app median of 45 ms and a hello median of 20 ms When compared Then the ratio reads 2.25× and misses the goal")
    func missesGoal() throws {
        let ratio = try #require(StartRatio(app: 45, hello: 20))
        #expect(ratio.text == "2.25×")
        #expect(!ratio.meetsGoal)
    }

    @Test("Given an app exactly twice as slow as hello When compared Then the goal is met")
    func goalIsInclusive() throws {
        let ratio = try #require(StartRatio(app: 40, hello: 20))
        #expect(ratio.text == "2.00×")
        #expect(ratio.meetsGoal)
    }

    @Test("Given a ratio with more decimals When written Then it is rounded to two")
    func rounding() throws {
        #expect(try #require(StartRatio(app: 10, hello: 3)).text == "3.33×")
        #expect(try #require(StartRatio(app: 2, hello: 3)).text == "0.67×")
    }

    @Test("Given a hello time of zero When compared Then there is no ratio")
    func zeroHello() {
        #expect(StartRatio(app: 10, hello: 0) == nil)
    }
}
