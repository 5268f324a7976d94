import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The "Personalized" / "All" switch of a list (the tools or the lessons) and the personalized
/// set it shows: `shown` is `nil` while the list shows all of it, and while the
/// `personalizedTools` toggle is off, when nothing is asked of the server either.
@MainActor
@Observable
public final class PersonalizedListViewModel<Content: Sendable & Equatable> {
    public private(set) var failure: ToolsFailure?
    public let list: PersonalizedListDomainModel
    private var personalizedSet: Content?

    @ObservationIgnored private let view: @Sendable () async throws(ToolsError) -> Content?
    @ObservationIgnored private let showPersonalizedListUseCase: ShowPersonalizedListUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    @ObservationIgnored private let toggles: ToolsTogglesReading

    /// `view` reads the personalized set, `nil` when the list shows all of it.
    public init(
        list: PersonalizedListDomainModel, view: @escaping @Sendable () async throws(ToolsError) -> Content?,
        showPersonalizedListUseCase: ShowPersonalizedListUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>,
        toggles: @escaping ToolsTogglesReading = { .allOn }
    ) {
        self.list = list
        self.view = view
        self.showPersonalizedListUseCase = showPersonalizedListUseCase
        self.flowStepEmitter = flowStepEmitter
        self.toggles = toggles
    }

    /// Whether the list may be personalized at all (the `personalizedTools` toggle): off, the
    /// list shows all of it in its default order, with no `show` or `country`.
    public var isAvailable: Bool { toggles().personalizedTools }

    /// The personalized set shown, `nil` while the list shows all of it.
    public var shown: Content? { isAvailable ? personalizedSet : nil }

    public func screenAppeared() async {
        await load()
    }

    /// Switches the list to its personalized set or to all of it.
    public func showTapped(personalized: Bool) async -> ToolsFailure? {
        guard isAvailable else { return nil }
        do {
            try await showPersonalizedListUseCase.execute(list, personalized: personalized)
        } catch {
            return ToolsFailure(error)
        }
        await load()
        return nil
    }

    public func countryTapped() {
        guard isAvailable else { return }
        flowStepEmitter.emit(list == .tools ? .countryTappedFromTools : .countryTappedFromLessons)
    }

    /// Reads the set again (after a favorite changed); nothing while personalization is off.
    public func load() async {
        guard isAvailable else {
            personalizedSet = nil
            failure = nil
            return
        }
        do {
            personalizedSet = try await view()
            failure = nil
        } catch {
            personalizedSet = nil
            failure = ToolsFailure(error)
        }
    }
}
