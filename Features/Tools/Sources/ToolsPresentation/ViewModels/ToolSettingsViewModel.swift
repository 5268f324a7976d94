import Observation
import ReplKit
import ToolsDomain

/// A tool's settings: its primary and parallel languages, each chosen among the
/// tool's languages, `swap`, and whether its training tips are shown.
@MainActor
@Observable
public final class ToolSettingsViewModel {
    public private(set) var state: ScreenState<ToolSettingsDomainModel, ToolsFailure> = .loading
    /// Whether the tool's training tips are shown; `nil` until read.
    public private(set) var trainingTips: ToolTrainingTipsDomainModel?
    public let toolId: String

    @ObservationIgnored private let viewToolSettingsUseCase: ViewToolSettingsUseCase
    @ObservationIgnored private let setToolPrimaryLanguageUseCase: SetToolPrimaryLanguageUseCase
    @ObservationIgnored private let setToolParallelLanguageUseCase: SetToolParallelLanguageUseCase
    @ObservationIgnored private let swapToolLanguagesUseCase: SwapToolLanguagesUseCase
    @ObservationIgnored private let viewToolTrainingTipsUseCase: ViewToolTrainingTipsUseCase
    @ObservationIgnored private let setToolTrainingTipsUseCase: SetToolTrainingTipsUseCase

    public init(
        toolId: String, viewToolSettingsUseCase: ViewToolSettingsUseCase,
        setToolPrimaryLanguageUseCase: SetToolPrimaryLanguageUseCase,
        setToolParallelLanguageUseCase: SetToolParallelLanguageUseCase, swapToolLanguagesUseCase: SwapToolLanguagesUseCase,
        viewToolTrainingTipsUseCase: ViewToolTrainingTipsUseCase, setToolTrainingTipsUseCase: SetToolTrainingTipsUseCase
    ) {
        self.toolId = toolId
        self.viewToolSettingsUseCase = viewToolSettingsUseCase
        self.setToolPrimaryLanguageUseCase = setToolPrimaryLanguageUseCase
        self.setToolParallelLanguageUseCase = setToolParallelLanguageUseCase
        self.swapToolLanguagesUseCase = swapToolLanguagesUseCase
        self.viewToolTrainingTipsUseCase = viewToolTrainingTipsUseCase
        self.setToolTrainingTipsUseCase = setToolTrainingTipsUseCase
    }

    public func screenAppeared() async {
        do {
            state = .content(try await viewToolSettingsUseCase.execute(toolId: toolId))
            trainingTips = try await viewToolTrainingTipsUseCase.execute(toolId: toolId)
        } catch {
            state = .failure(ToolsFailure(error))
        }
    }

    /// `tips on|off`: shows or hides the tool's training tips (GodTools' "Training tips" / "Hide tips").
    public func trainingTipsChosen(isOn: Bool) async -> ToolsNotice {
        do {
            trainingTips = try await setToolTrainingTipsUseCase.execute(toolId: toolId, isOn: isOn)
            return .trainingTipsChanged(isOn: isOn)
        } catch {
            return .failed(ToolsFailure(error))
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
