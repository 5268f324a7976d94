import Synchronization

/// Whether each toggle is on, and what said so: shared by the host and every feature, read each
/// time a screen draws its commands or a route is matched, so that a toggle flipped on the debug
/// screen takes effect at the next command.
public final class FeatureToggleStates: Sendable {
    /// Where a toggle's value came from, highest precedence first.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        case session = "this session"
        case flag
        case environment
        case file
        case remote = "remote config"
        case `default`
    }

    public struct State: Sendable, Hashable {
        public let toggle: FeatureToggle
        public let isOn: Bool
        public let source: Source
    }

    private let states: Mutex<[String: State]>
    /// Every toggle the features declared, in their order.
    public let toggles: [FeatureToggle]

    /// `toggles` at their defaults, changed by `values` (toggle name → on, and where that came from).
    public init(toggles: [FeatureToggle], values: [String: (isOn: Bool, source: Source)] = [:]) {
        self.toggles = toggles
        var states: [String: State] = [:]
        for toggle in toggles {
            let value = values[toggle.name] ?? (toggle.isOnByDefault, .default)
            states[toggle.name] = State(toggle: toggle, isOn: value.isOn, source: value.source)
        }
        self.states = Mutex(states)
    }

    /// Every toggle on: a host or Demo that reads no settings.
    public static func allOn(_ toggles: [FeatureToggle] = []) -> FeatureToggleStates {
        FeatureToggleStates(toggles: toggles)
    }

    /// Whether toggle `name` is on; a name no feature declared is on (nothing hides behind it).
    public func isOn(_ name: String) -> Bool {
        states.withLock { $0[name]?.isOn ?? true }
    }

    /// Every declared toggle with its state, in declaration order.
    public var all: [State] {
        states.withLock { states in toggles.compactMap { states[$0.name] } }
    }

    /// Turns `name` on or off for the rest of the session; false when no feature declared it.
    @discardableResult
    public func set(_ name: String, on: Bool) -> Bool {
        states.withLock { states in
            guard let state = states[name] else { return false }
            states[name] = State(toggle: state.toggle, isOn: on, source: .session)
            return true
        }
    }
}
