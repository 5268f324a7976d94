import Observation
import ToolsDomain

/// The notice above the tools list that favoriting a tool keeps it available offline,
/// until the person closes it for good (`dismiss`).
@MainActor
@Observable
public final class OfflineFavoritesBannerViewModel {
    public private(set) var isShown = false

    @ObservationIgnored private let viewOfflineFavoritesBannerUseCase: ViewOfflineFavoritesBannerUseCase
    @ObservationIgnored private let dismissOfflineFavoritesBannerUseCase: DismissOfflineFavoritesBannerUseCase

    public init(
        viewOfflineFavoritesBannerUseCase: ViewOfflineFavoritesBannerUseCase,
        dismissOfflineFavoritesBannerUseCase: DismissOfflineFavoritesBannerUseCase
    ) {
        self.viewOfflineFavoritesBannerUseCase = viewOfflineFavoritesBannerUseCase
        self.dismissOfflineFavoritesBannerUseCase = dismissOfflineFavoritesBannerUseCase
    }

    public func screenAppeared() async {
        isShown = await viewOfflineFavoritesBannerUseCase.execute()
    }

    /// What `dismiss` did.
    public enum Dismissal: Equatable, Sendable {
        case dismissed
        case alreadyDismissed
        case failed(ToolsFailure)
    }

    public func dismissTapped() async -> Dismissal {
        guard isShown else { return .alreadyDismissed }
        do {
            try await dismissOfflineFavoritesBannerUseCase.execute()
        } catch {
            return .failed(ToolsFailure(error))
        }
        isShown = false
        return .dismissed
    }
}
