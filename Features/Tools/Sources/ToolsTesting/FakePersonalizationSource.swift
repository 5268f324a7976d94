import SystemKit
import ToolsData

/// Rankings and lesson evaluations in memory, for tests and the Demo: the featured ranking by
/// country (any language), the default order, the countries whose ranking fails, and the
/// evaluations received, and how many rankings were asked for; taken offline, every call fails
/// as `unreachable`.
public final class FakePersonalizationSource: PersonalizationContentSource {
    private struct State {
        var featured: [String: [String]]
        var defaultOrder: [String]
        var failingCountries: Set<String>
        var isOffline = false
        var received: [LessonFeedbackDataModel] = []
        var rankingRequests = 0
    }

    private let state: LockedState<State>

    public init(featured: [String: [String]] = [:], defaultOrder: [String] = [], failingCountries: Set<String> = []) {
        state = LockedState(State(featured: featured, defaultOrder: defaultOrder, failingCountries: failingCountries))
    }

    public func featuredResourceIds(country: String, language: String) async throws(ToolsContentSourceError) -> [String] {
        try state.withLock { state throws(ToolsContentSourceError) in
            state.rankingRequests += 1
            guard !state.isOffline, !state.failingCountries.contains(country) else { throw .unreachable }
            return state.featured[country] ?? []
        }
    }

    public func defaultOrderResourceIds(language: String) async throws(ToolsContentSourceError) -> [String] {
        try state.withLock { state throws(ToolsContentSourceError) in
            state.rankingRequests += 1
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

    /// Ranks `resourceIds` for `country` from now on, as a server whose ranking changed.
    public func setFeatured(_ resourceIds: [String], country: String) {
        state.withLock { $0.featured[country] = resourceIds }
    }

    /// How many rankings (featured or default order) were asked for, answered or not.
    public var rankingRequests: Int { state.withLock { $0.rankingRequests } }

    /// The evaluations received, in order.
    public var received: [LessonFeedbackDataModel] { state.withLock { $0.received } }
}
