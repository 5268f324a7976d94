import SystemKit
import ToolsData

/// Rankings and lesson evaluations in memory, for tests and the Demo: the featured ranking by
/// country (any language), the default order, the countries whose ranking fails, and the
/// evaluations received; taken offline, every call fails as `unreachable`.
public final class FakePersonalizationSource: PersonalizationContentSource {
    private struct State {
        var featured: [String: [String]]
        var defaultOrder: [String]
        var failingCountries: Set<String>
        var isOffline = false
        var received: [LessonFeedbackDataModel] = []
    }

    private let state: LockedState<State>

    public init(featured: [String: [String]] = [:], defaultOrder: [String] = [], failingCountries: Set<String> = []) {
        state = LockedState(State(featured: featured, defaultOrder: defaultOrder, failingCountries: failingCountries))
    }

    public func featuredResourceIds(country: String, language: String) async throws(ToolsContentSourceError) -> [String] {
        try state.withLock { state throws(ToolsContentSourceError) in
            guard !state.isOffline, !state.failingCountries.contains(country) else { throw .unreachable }
            return state.featured[country] ?? []
        }
    }

    public func defaultOrderResourceIds(language: String) async throws(ToolsContentSourceError) -> [String] {
        try state.withLock { state throws(ToolsContentSourceError) in
            guard !state.isOffline else { throw .unreachable }
            return state.defaultOrder
        }
    }

    public func postLessonFeedback(_ feedback: LessonFeedbackDataModel) async throws(ToolsContentSourceError) {
        try state.withLock { state throws(ToolsContentSourceError) in
            guard !state.isOffline else { throw .unreachable }
            state.received.append(feedback)
        }
    }

    public func setOffline(_ isOffline: Bool) {
        state.withLock { $0.isOffline = isOffline }
    }

    /// The evaluations received, in order.
    public var received: [LessonFeedbackDataModel] { state.withLock { $0.received } }
}
