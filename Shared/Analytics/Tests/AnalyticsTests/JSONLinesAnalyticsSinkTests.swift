import Analytics
import Foundation
import SystemKit
import Testing

@Suite("Given an analytics log file")
struct JSONLinesAnalyticsSinkTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("analytics-tests-\(UUID().uuidString)")
    private var path: String { folder.appendingPathComponent("events/analytics.jsonl").path }
    private let time = Date(timeIntervalSince1970: 1_768_478_400)  // 2026-01-15T12:00:00Z

    @Test("When events are tracked and flushed Then each is one JSON line with time, type, name and properties in order")
    func writesLines() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let sink = try JSONLinesAnalyticsSink(path: path)
        let tracker = AnalyticsTracker(sinks: [sink], now: { [time] in time })

        tracker.track(AnalyticsEvent.screenView("product_details", AnalyticsProperty("product_id", "A-1")))
        tracker.track(
            AnalyticsEvent.action("search", AnalyticsProperty("search_term", "say \"hi\"\n"), AnalyticsProperty("a", "b")))
        tracker.flush()

        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"{"time":"2026-01-15T12:00:00Z","type":"screen_view","name":"product_details","properties":{"product_id":"A-1"}}"#,
                #"{"time":"2026-01-15T12:00:00Z","type":"action","name":"search","properties":{"search_term":"say \"hi\"\n","a":"b"}}"#,
            ])
        #expect(
            AnalyticsLogLine.event(in: lines[1])
                == .action("search", AnalyticsProperty("a", "b"), AnalyticsProperty("search_term", "say \"hi\"\n")))
    }

    @Test("When the log is created Then only its owner may read it (0600), and a second run appends")
    func ownerOnlyAndAppends() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for _ in 0..<2 {
            let sink = try JSONLinesAnalyticsSink(path: path)
            sink.record(.screenView("home"), at: time)
            sink.flush()
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count == 2)
    }

    @Test("When the log is a folder Then opening it throws instead of losing events silently")
    func unopenableLogThrows() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(throws: (any Error).self) { try JSONLinesAnalyticsSink(path: path) }
    }

    @Test("When the disk is full Then the failure is reported once and tracking goes on")
    func fullDiskReportedOnce() throws {
        let reports = LockedState<[String]>([])
        let sink = try JSONLinesAnalyticsSink(path: "/dev/full") { path, _ in reports.withLock { $0.append(path) } }
        for _ in 0..<3 { sink.record(.screenView("home"), at: time) }
        sink.flush()
        #expect(reports.withLock { $0 } == ["/dev/full"])
    }

    @Test("When a line is not an event Then reading it gives nothing")
    func foreignLines() {
        #expect(AnalyticsLogLine.event(in: "not json") == nil)
        #expect(AnalyticsLogLine.event(in: #"{"type":"click","name":"x"}"#) == nil)
        #expect(AnalyticsLogLine.event(in: #"{"type":"action"}"#) == nil)
    }
}
