import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The "Personalized" / "All" switch of a list (the tools or the lessons) and the personalized
/// set it shows: `shown` is `nil` while the list shows all of it.
@MainActor
@Observable
public final class PersonalizedListViewModel<Content: Sendable & Equatable> {
    public private(set) var shown: Content?
    public private(set) var failure: ToolsFailure?
    public let list: PersonalizedListDomainModel

    @ObservationIgnored private let view: @Sendable () async throws(ToolsError) -> Content?
    @ObservationIgnored private let showPersonalizedListUseCase: ShowPersonalizedListUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>

    /// `view` reads the personalized set, `nil` when the list shows all of it.
    public init(
        list: PersonalizedListDomainModel, view: @escaping @Sendable () async throws(ToolsError) -> Content?,
        showPersonalizedListUseCase: ShowPersonalizedListUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) {
        self.list = list
        self.view = view
        self.showPersonalizedListUseCase = showPersonalizedListUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    public func screenAppeared() async {
        await load()
    }

    /// Switches the list to its personalized set or to all of it.
    public func showTapped(personalized: Bool) async -> ToolsFailure? {
        do {
            try await showPersonalizedListUseCase.execute(list, personalized: personalized)
        } catch {
            return ToolsFailure(error)
        }
        await load()
        return nil
    }

    public func countryTapped() {
        flowStepEmitter.emit(list == .tools ? .countryTappedFromTools : .countryTappedFromLessons)
    }

    /// Reads the set again (after a favorite changed).
    public func load() async {
        do {
            shown = try await view()
            failure = nil
        } catch {
            shown = nil
            failure = ToolsFailure(error)
        }
    }
}
