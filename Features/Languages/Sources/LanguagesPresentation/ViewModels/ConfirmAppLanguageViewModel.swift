import LanguagesDomain
import Navigation
import Observation

/// Asks the person to confirm switching the app to the language they chose.
@MainActor
@Observable
public final class ConfirmAppLanguageViewModel {
    public private(set) var state: LoadState<AppLanguageChangeDomainModel> = .loading

    @ObservationIgnored public let languageId: String
    @ObservationIgnored private let viewConfirmAppLanguageUseCase: ViewConfirmAppLanguageUseCase
    @ObservationIgnored private let confirmAppLanguageChangeUseCase: ConfirmAppLanguageChangeUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>

    public init(
        languageId: String,
        viewConfirmAppLanguageUseCase: ViewConfirmAppLanguageUseCase,
        confirmAppLanguageChangeUseCase: ConfirmAppLanguageChangeUseCase,
        flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>
    ) {
        self.languageId = languageId
        self.viewConfirmAppLanguageUseCase = viewConfirmAppLanguageUseCase
        self.confirmAppLanguageChangeUseCase = confirmAppLanguageChangeUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    public func screenAppeared() async {
        do {
            state = .loaded(try await viewConfirmAppLanguageUseCase.execute(languageId: languageId))
        } catch AppLanguagesError.unknownLanguage(let id) {
            state = .failed(.unknownLanguage(id: id))
        } catch {
            state = .failed(.couldNotLoad)
        }
    }

    /// Switches the language. Returns the failure when it could not, leaving the state as it was.
    public func confirmTapped() async -> LanguagesFailure? {
        do {
            try await confirmAppLanguageChangeUseCase.execute(languageId: languageId)
        } catch AppLanguagesError.unknownLanguage(let id) {
            return .unknownLanguage(id: id)
        } catch {
            return .couldNotSave
        }
        flowStepEmitter.emit(.languageChangeConfirmedFromConfirmAppLanguage(languageId: languageId))
        return nil
    }

    public func cancelTapped() {
        flowStepEmitter.emit(.languageChangeCancelledFromConfirmAppLanguage)
    }
}
