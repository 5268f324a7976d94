/// Something a product team measures: a screen the person saw or an action they took,
/// with the properties that say which (a tool's abbreviation, a product's SKU).
///
/// Properties keep the order they were given in, so a log reads the same on every run.
public struct AnalyticsEvent: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// A screen came on top.
        case screenView = "screen_view"
        /// The person did something: searched, added to the bag, opened a tool.
        case action
    }

    public let kind: Kind
    /// The screen's or the action's name, in snake case (`product_details`, `add_to_bag`).
    public let name: String
    public let properties: [AnalyticsProperty]

    public init(kind: Kind, name: String, properties: [AnalyticsProperty] = []) {
        self.kind = kind
        self.name = name
        self.properties = properties
    }

    public static func screenView(_ name: String, _ properties: AnalyticsProperty...) -> AnalyticsEvent {
        AnalyticsEvent(kind: .screenView, name: name, properties: properties)
    }

    public static func action(_ name: String, _ properties: AnalyticsProperty...) -> AnalyticsEvent {
        AnalyticsEvent(kind: .action, name: name, properties: properties)
    }

    /// The value of the property named `key`, if the event has it.
    public subscript(key: String) -> String? {
        properties.first { $0.key == key }?.value
    }
}

/// One named value of an event. Values are text, as analytics services keep them.
public struct AnalyticsProperty: Sendable, Equatable {
    public let key: String
    public let value: String

    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}

/// A feature's own typed events: each case says what happened, and turns into the
/// names and properties the event is logged with.
public protocol AnalyticsEventConvertible: Sendable {
    var analyticsEvent: AnalyticsEvent { get }
}

extension AnalyticsEvent: AnalyticsEventConvertible {
    public var analyticsEvent: AnalyticsEvent { self }
}
