import ToolsDomain
import Observation
import ReplKit

/// One Tools item's details.
@MainActor
@Observable
public final class ToolsItemDetailsViewModel {
    public private(set) var state: ScreenState<ToolsItemDomainModel, ToolsFailure> = .loading

    @ObservationIgnored public let itemId: String
    @ObservationIgnored private let viewToolsItemDetailsUseCase: ViewToolsItemDetailsUseCase

    public init(itemId: String, viewToolsItemDetailsUseCase: ViewToolsItemDetailsUseCase) {
        self.itemId = itemId
        self.viewToolsItemDetailsUseCase = viewToolsItemDetailsUseCase
    }

    public func screenAppeared() async {
        do {
            state = .content(try await viewToolsItemDetailsUseCase.execute(itemId: itemId))
        } catch ToolsError.itemNotFound(let id) {
            state = .failure(.itemNotFound(id: id))
        } catch {
            state = .failure(.couldNotLoad)
        }
    }
}
