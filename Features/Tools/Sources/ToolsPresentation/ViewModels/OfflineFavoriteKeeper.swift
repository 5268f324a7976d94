import ReplKit
import ToolsDomain

/// Keeps favorites available offline for every screen that favorites a tool (the tools list,
/// a tool's details, Favorites): one per session. On a terminal a favorite downloads in the
/// background, its progress on the progress line, and the command returns at once; in a script
/// the command waits for it, so the script gets one final line in order. Unfavoriting waits for
/// the tool's download still running, then frees what only it needed.
public actor OfflineFavoriteKeeper {
    private let keepFavoriteToolOfflineUseCase: KeepFavoriteToolOfflineUseCase
    private let freeUnfavoritedToolUseCase: FreeUnfavoritedToolUseCase
    private let runsInBackground: @Sendable () -> Bool
    private let progressChanged: FavoriteOfflineProgressHandler
    private let finishedInBackground: @Sendable (OfflineFavoriteOutcome) -> Void
    private var running: [String: Task<Void, Never>] = [:]

    /// - Parameters:
    ///   - runsInBackground: whether downloads run in the background (a terminal is attached).
    ///   - progressChanged: the progress line.
    ///   - finishedInBackground: told how a background download ended (the progress line's last words).
    public init(
        keepFavoriteToolOfflineUseCase: KeepFavoriteToolOfflineUseCase, freeUnfavoritedToolUseCase: FreeUnfavoritedToolUseCase,
        runsInBackground: @escaping @Sendable () -> Bool, progressChanged: @escaping FavoriteOfflineProgressHandler = { _ in },
        finishedInBackground: @escaping @Sendable (OfflineFavoriteOutcome) -> Void = { _ in }
    ) {
        self.keepFavoriteToolOfflineUseCase = keepFavoriteToolOfflineUseCase
        self.freeUnfavoritedToolUseCase = freeUnfavoritedToolUseCase
        self.runsInBackground = runsInBackground
        self.progressChanged = progressChanged
        self.finishedInBackground = finishedInBackground
    }

    /// The tool `toolId` (named `name`) was just favorited: downloads it for offline reading.
    public func favorited(toolId: String, name: String) async -> OfflineFavoriteOutcome {
        guard runsInBackground() else { return await keep(toolId: toolId, name: name) }
        let previous = running[toolId]
        running[toolId] = Task { [weak self] in
            await previous?.value
            guard let self, !Task.isCancelled else { return }
            let outcome = await keep(toolId: toolId, name: name)
            finishedInBackground(outcome)
        }
        return .inBackground(name: name)
    }

    /// The tool `toolId` was just unfavorited: its running download stops and what only it
    /// needed is freed. Returns how many files were freed (nil when freeing failed: they stay).
    @discardableResult
    public func unfavorited(toolId: String) async -> Int? {
        if let task = running.removeValue(forKey: toolId) {
            task.cancel()
            await task.value
        }
        return try? await freeUnfavoritedToolUseCase.execute(toolId: toolId)
    }

    /// What to tell the person once `toolId` was favorited or unfavorited on a screen, after
    /// keeping it offline or freeing what only it needed.
    public func notice(afterSetting isFavorite: Bool, toolId: String, name: String) async -> ToolsNotice {
        guard isFavorite else {
            await unfavorited(toolId: toolId)
            return .unfavorited(name: name)
        }
        return .favoritedOffline(name: name, offline: await favorited(toolId: toolId, name: name))
    }

    /// Waits for every background download started so far.
    public func waitUntilIdle() async {
        while let (toolId, task) = running.first {
            await task.value
            if running[toolId] == task { running[toolId] = nil }
        }
    }

    private func keep(toolId: String, name: String) async -> OfflineFavoriteOutcome {
        do {
            return .kept(try await keepFavoriteToolOfflineUseCase.execute(toolId: toolId, onProgress: progressChanged))
        } catch {
            return .failed(name: name)
        }
    }
}
