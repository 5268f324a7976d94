import Observation
import ReplKit
import ToolsDomain

/// A tool's settings: its primary and parallel languages, each chosen among the
/// tool's languages, and `swap`.
@MainActor
@Observable
public final class ToolSettingsViewModel {
    public private(set) var state: ScreenState<ToolSettingsDomainModel, ToolsFailure> = .loading
    public let toolId: String

    @ObservationIgnored private let viewToolSettingsUseCase: ViewToolSettingsUseCase
    @ObservationIgnored private let setToolPrimaryLanguageUseCase: SetToolPrimaryLanguageUseCase
    @ObservationIgnored private let setToolParallelLanguageUseCase: SetToolParallelLanguageUseCase
    @ObservationIgnored private let swapToolLanguagesUseCase: SwapToolLanguagesUseCase

    public init(
        toolId: String, viewToolSettingsUseCase: ViewToolSettingsUseCase,
        setToolPrimaryLanguageUseCase: SetToolPrimaryLanguageUseCase,
        setToolParallelLanguageUseCase: SetToolParallelLanguageUseCase, swapToolLanguagesUseCase: SwapToolLanguagesUseCase
    ) {
        self.toolId = toolId
        self.viewToolSettingsUseCase = viewToolSettingsUseCase
        self.setToolPrimaryLanguageUseCase = setToolPrimaryLanguageUseCase
        self.setToolParallelLanguageUseCase = setToolParallelLanguageUseCase
        self.swapToolLanguagesUseCase = swapToolLanguagesUseCase
    }

    public func screenAppeared() async {
        do {
            state = .content(try await viewToolSettingsUseCase.execute(toolId: toolId))
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }

    public func primaryLanguageChosen(_ language: String) async -> ToolsNotice {
        do {
            let settings = try await setToolPrimaryLanguageUseCase.execute(toolId: toolId, language: language)
            state = .content(settings)
            return .primaryLanguageChanged(name: settings.primaryLanguage.name)
        } catch {
            return .failed(ToolsFailure(error))
        }
    }

    /// `nil` chooses no parallel language.
    public func parallelLanguageChosen(_ language: String?) async -> ToolsNotice {
        do {
            let settings = try await setToolParallelLanguageUseCase.execute(toolId: toolId, language: language)
            state = .content(settings)
            return settings.parallelLanguage.map { .parallelLanguageChanged(name: $0.name) } ?? .parallelLanguageCleared
        } catch {
            return .failed(ToolsFailure(error))
        }
    }

    public func swapTapped() async -> ToolsNotice {
        do {
            let settings = try await swapToolLanguagesUseCase.execute(toolId: toolId)
            state = .content(settings)
            return .languagesSwapped(primary: settings.primaryLanguage.name, parallel: settings.parallelLanguage?.name ?? "")
        } catch {
            return .failed(ToolsFailure(error))
        }
    }
}
