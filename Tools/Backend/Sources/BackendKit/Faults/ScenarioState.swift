import SystemKit

/// The scenario in force and its `every N` counters; replaced at run time by the control routes.
public final class ScenarioState: Sendable {
    private struct State {
        var text = ""
        var rules: [ScenarioRule] = []
        var counters: [Int] = []
    }

    private let state = LockedState(State())

    public init(text: String = "", rules: [ScenarioRule] = []) {
        replace(text: text, rules: rules)
    }

    /// Puts `rules` (read from `text`) in force, with fresh counters.
    public func replace(text: String, rules: [ScenarioRule]) {
        state.withLock { $0 = State(text: text, rules: rules, counters: Array(repeating: 0, count: rules.count)) }
    }

    /// The scenario text in force (empty when none).
    public var text: String {
        state.withLock { $0.text }
    }

    /// The faults a request for `path` meets now, `every N` resolved (and its counter advanced).
    public func faults(for path: String) -> [Fault] {
        state.withLock { state in
            var faults: [Fault] = []
            for (index, rule) in state.rules.enumerated() where rule.matches(path) {
                guard case .every(let count, let fault) = rule.fault else {
                    faults.append(rule.fault)
                    continue
                }
                state.counters[index] += 1
                if state.counters[index] % count == 0 { faults.append(fault) }
            }
            return faults
        }
    }
}
