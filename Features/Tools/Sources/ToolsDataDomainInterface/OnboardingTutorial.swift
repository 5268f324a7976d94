import Foundation
import ToolsData
import ToolsDomain

/// GodTools' introduction, kept as GodTools keeps it: shown until it has been gone through or
/// skipped once, then never again. It shows only where a person is there to read it: an
/// interactive session, or a scripted one that asked for it (`--onboarding`).
public struct OnboardingTutorial: OnboardingTutorialInterface {
    private let repository: ToolsOnboardingRepository
    private let showsInThisSession: @Sendable () -> Bool
    private let now: @Sendable () -> Date

    public init(
        repository: ToolsOnboardingRepository, showsInThisSession: @escaping @Sendable () -> Bool,
        now: @escaping @Sendable () -> Date
    ) {
        self.repository = repository
        self.showsInThisSession = showsInThisSession
        self.now = now
    }

    public func isTutorialAvailable() async -> Bool {
        guard showsInThisSession() else { return false }
        do {
            return try await repository.finish() == nil
        } catch {
            // A database that cannot be read does not hold the person in the introduction.
            return false
        }
    }

    public func finishTutorial(skipped: Bool) async throws(ToolsError) {
        do {
            try await repository.saveFinish(
                ToolsOnboardingFinishDataModel(wasSkipped: skipped, finishedAt: now().timeIntervalSince1970))
        } catch {
            throw .couldNotSave
        }
    }
}
