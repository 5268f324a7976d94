import Foundation
import Primitives

/// One event as a line of the analytics log (JSON Lines):
/// `{"time":"2026-01-15T12:00:00Z","type":"action","name":"add_to_bag","properties":{"product_id":"…"}}`.
/// Members come in that order and properties in the order the event has them.
public enum AnalyticsLogLine {
    public static func text(of event: AnalyticsEvent, at time: Date) -> String {
        OrderedJSON.object([
            ("time", .string(time.formatted(.iso8601))),
            ("type", .string(event.kind.rawValue)),
            ("name", .string(event.name)),
            ("properties", .object(event.properties.map { ($0.key, OrderedJSON.string($0.value)) })),
        ]).compactText()
    }

    /// The event a log line holds, or `nil` when the line is not one (properties come
    /// back sorted by key: JSON objects keep no order).
    public static func event(in line: String) -> AnalyticsEvent? {
        guard let data = line.data(using: .utf8),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let kind = (object["type"] as? String).flatMap(AnalyticsEvent.Kind.init(rawValue:)),
            let name = object["name"] as? String
        else { return nil }
        let properties = (object["properties"] as? [String: Any] ?? [:])
            .compactMap { key, value in (value as? String).map { AnalyticsProperty(key, $0) } }
            .sorted { $0.key < $1.key }
        return AnalyticsEvent(kind: kind, name: name, properties: properties)
    }
}
