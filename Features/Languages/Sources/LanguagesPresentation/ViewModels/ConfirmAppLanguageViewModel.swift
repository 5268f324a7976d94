import Analytics
import LanguagesDomain
import Navigation
import Observation
import ReplKit

/// Asks the person to confirm switching the app to the language they chose.
@MainActor
@Observable
public final class ConfirmAppLanguageViewModel {
    public private(set) var state: ScreenState<AppLanguageChangeDomainModel, LanguagesFailure> = .loading

    @ObservationIgnored public let languageId: String
    @ObservationIgnored private let viewConfirmAppLanguageUseCase: ViewConfirmAppLanguageUseCase
    @ObservationIgnored private let confirmAppLanguageChangeUseCase: ConfirmAppLanguageChangeUseCase
    @ObservationIgnored public let flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>
    @ObservationIgnored private let analytics: AnalyticsTracker

    public init(
        languageId: String,
        viewConfirmAppLanguageUseCase: ViewConfirmAppLanguageUseCase,
        confirmAppLanguageChangeUseCase: ConfirmAppLanguageChangeUseCase,
        flowStepEmitter: FlowStepEmitter<LanguagesFlowStep>,
        analytics: AnalyticsTracker = .disabled
    ) {
        self.languageId = languageId
        self.viewConfirmAppLanguageUseCase = viewConfirmAppLanguageUseCase
        self.confirmAppLanguageChangeUseCase = confirmAppLanguageChangeUseCase
        self.flowStepEmitter = flowStepEmitter
        self.analytics = analytics
    }

    public func screenAppeared() async {
        analytics.track(LanguagesAnalyticsEvent.confirmAppLanguageViewed(languageId: languageId))
        do {
            state = .content(try await viewConfirmAppLanguageUseCase.execute(languageId: languageId))
        } catch AppLanguagesError.unknownLanguage(let id) {
            state = .failure(.unknownLanguage(id: id))
        } catch {
            state = .failure(.couldNotLoad)
        }
    }

    /// Switches the language and tells the flow. When it could not, the state stays as it was.
    public func confirmTapped() async -> AppLanguageConfirmOutcome {
        do {
            try await confirmAppLanguageChangeUseCase.execute(languageId: languageId)
        } catch AppLanguagesError.unknownLanguage(let id) {
            return .failed(.unknownLanguage(id: id))
        } catch {
            return .failed(.couldNotSave)
        }
        analytics.track(LanguagesAnalyticsEvent.appLanguageChanged(languageId: languageId))
        flowStepEmitter.emit(.languageChangeConfirmedFromConfirmAppLanguage(languageId: languageId))
        return .changed(name: state.loadedContent?.chosenLanguage.nameInOwnLanguage ?? languageId)
    }

    public func cancelTapped() {
        analytics.track(LanguagesAnalyticsEvent.appLanguageChangeCancelled(languageId: languageId))
        flowStepEmitter.emit(.languageChangeCancelledFromConfirmAppLanguage)
    }
}
