import Localization
import ToolsDomain

/// What following a route to a tool or lesson found: its id, or why it cannot be shown.
public enum ToolRouteOutcome: Equatable, Sendable {
    case found(id: String)
    /// Said in the app language.
    case refused(String)
}

/// Follows a route or link to a tool (`tools/kgp`, `https://knowgod.com/en/kgp`) or a lesson
/// (`lessons/…`) before any screen is built: finds it by its code, or says there is none.
@MainActor
public final class ToolRouteViewModel {
    private let findToolByCodeUseCase: FindToolByCodeUseCase
    private let findLessonByCodeUseCase: FindLessonByCodeUseCase
    private let text: ToolsText

    public init(
        findToolByCodeUseCase: FindToolByCodeUseCase, findLessonByCodeUseCase: FindLessonByCodeUseCase,
        currentAppLanguage: CurrentAppLanguage
    ) {
        self.findToolByCodeUseCase = findToolByCodeUseCase
        self.findLessonByCodeUseCase = findLessonByCodeUseCase
        text = ToolsText(strings: ToolsStrings.localizer(currentAppLanguage))
    }

    public func toolRouteFollowed(code: String) async -> ToolRouteOutcome {
        await outcome { () async throws(ToolsError) -> String in try await findToolByCodeUseCase.execute(code: code) }
    }

    public func lessonRouteFollowed(code: String) async -> ToolRouteOutcome {
        await outcome { () async throws(ToolsError) -> String in try await findLessonByCodeUseCase.execute(code: code) }
    }

    private func outcome(_ find: () async throws(ToolsError) -> String) async -> ToolRouteOutcome {
        do {
            return .found(id: try await find())
        } catch {
            return .refused(text.failure(ToolsFailure(error)))
        }
    }
}
