import Foundation
import Navigation
import Observation
import ReplKit
import ToolsDomain

/// The language filter: "Any language", then each language with both its names and
/// its tool count, searchable.
@MainActor
@Observable
public final class ToolLanguageFilterViewModel {
    public private(set) var state: ScreenState<[ToolLanguageOptionDomainModel], ToolsFailure> = .loading
    public private(set) var searchText = ""

    @ObservationIgnored private let searchToolLanguageFilterUseCase: SearchToolLanguageFilterUseCase
    @ObservationIgnored private let selectToolLanguageFilterUseCase: SelectToolLanguageFilterUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<ToolsFlowStep>

    public init(
        searchToolLanguageFilterUseCase: SearchToolLanguageFilterUseCase,
        selectToolLanguageFilterUseCase: SelectToolLanguageFilterUseCase, flowStepEmitter: FlowStepEmitter<ToolsFlowStep>
    ) {
        self.searchToolLanguageFilterUseCase = searchToolLanguageFilterUseCase
        self.selectToolLanguageFilterUseCase = selectToolLanguageFilterUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    public var visibleOptions: [ToolLanguageOptionDomainModel] {
        state.loadedContent ?? []
    }

    public func screenAppeared() async {
        await load()
    }

    public func searchTextChanged(_ text: String) async {
        searchText = text.trimmingCharacters(in: .whitespaces)
        await load()
    }

    /// Keeps the choice and goes back to the list; a failure leaves the person here.
    public func languageTapped(_ option: ToolLanguageOptionDomainModel) async -> ToolsNotice? {
        do {
            try await selectToolLanguageFilterUseCase.execute(languageId: option.language?.id)
        } catch {
            return .failed(ToolsFailure(error))
        }
        flowStepEmitter.emit(.languageTappedFromToolLanguageFilter)
        return nil
    }

    private func load() async {
        do {
            state = .loaded(try await searchToolLanguageFilterUseCase.execute(searchText: searchText))
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }
}
