import LanguagesDomain
import Navigation
import Observation
import ReplKit

/// The language settings screen: the current app language and the way to change it.
@MainActor
@Observable
public final class LanguageSettingsViewModel {
    public private(set) var state: ScreenState<LanguageSettingsDomainModel, LanguagesFailure> = .loading

    @ObservationIgnored private let viewLanguageSettingsUseCase: ViewLanguageSettingsUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>

    public init(viewLanguageSettingsUseCase: ViewLanguageSettingsUseCase, flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>) {
        self.viewLanguageSettingsUseCase = viewLanguageSettingsUseCase
        self.flowStepEmitter = flowStepEmitter
    }

    public func screenAppeared() async {
        do {
            state = .content(try await viewLanguageSettingsUseCase.execute())
        } catch {
            state = .failure(.couldNotLoad)
        }
    }

    public func chooseAppLanguageTapped() {
        flowStepEmitter.emit(.chooseAppLanguageTappedFromLanguageSettings)
    }
}
