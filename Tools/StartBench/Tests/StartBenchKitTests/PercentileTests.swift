import StartBenchKit
import Testing

@Suite("Percentiles of timed runs")
struct PercentileTests {
    @Test("Given an odd number of samples in any order When the median is taken Then it is the middle one")
    func oddMedian() {
        #expect(Percentile.median(of: [30, 10, 20]) == 20)
    }

    @Test("Given an even number of samples When the median is taken Then it is the mean of the middle two")
    func evenMedian() {
        #expect(Percentile.median(of: [4, 1, 3, 2]) == 2.5)
    }

    @Test("Given the samples 1 to 10 When the 90th percentile is taken Then it lies nine tenths of the way from 9 to 10")
    func interpolatedP90() throws {
        let p90 = try #require(Percentile.value(90, of: (1...10).map(Double.init)))
        #expect(abs(p90 - 9.1) < 1e-9)
    }

    @Test("Given one sample When any percentile is taken Then it is that sample")
    func singleSample() {
        #expect(Percentile.value(90, of: [12.5]) == 12.5)
        #expect(Percentile.value(0, of: [12.5]) == 12.5)
    }

    @Test("Given samples When the 0th and 100th percentiles are taken Then they are the smallest and the largest")
    func extremes() {
        #expect(Percentile.value(0, of: [5, 9, 7]) == 5)
        #expect(Percentile.value(100, of: [5, 9, 7]) == 9)
    }

    @Test("Given no samples, or a percent outside 0...100 When a percentile is taken Then there is none")
    func noValue() {
        #expect(Percentile.median(of: []) == nil)
        #expect(Percentile.value(101, of: [1, 2]) == nil)
        #expect(Percentile.value(-1, of: [1, 2]) == nil)
    }
}

@Suite("Timing summary")
struct TimingSummaryTests {
    @Test("Given run times in milliseconds When summarised Then the count, median and p90 are kept")
    func summary() throws {
        let summary = try #require(TimingSummary(milliseconds: [10, 20, 30, 40, 50]))
        #expect(summary.runs == 5)
        #expect(summary.median == 30)
        #expect(summary.p90 == 46)
    }

    @Test("Given no run times When summarised Then there is no summary")
    func empty() {
        #expect(TimingSummary(milliseconds: []) == nil)
    }

    @Test("Given a duration of 1.5 seconds When read in milliseconds Then it is 1500")
    func durationInMilliseconds() {
        #expect(Duration.milliseconds(1_500).milliseconds == 1_500)
        #expect(Duration.microseconds(250).milliseconds == 0.25)
    }
}
