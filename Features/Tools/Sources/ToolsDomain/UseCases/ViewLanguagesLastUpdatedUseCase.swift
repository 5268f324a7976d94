import Foundation

/// Downloadable languages show when each downloaded language was last updated.
public struct ViewLanguagesLastUpdatedUseCase: Sendable {
    private let updates: any LanguageUpdatesInterface

    public init(updates: any LanguageUpdatesInterface) {
        self.updates = updates
    }

    /// By language id.
    public func execute() async throws(ToolsError) -> [String: Date] {
        try await updates.getLanguagesLastUpdated()
    }
}
