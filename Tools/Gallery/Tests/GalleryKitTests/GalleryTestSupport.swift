import GalleryKit
import Localization
import ReplKit

/// A gallery drawn at `columns` in `language`, as a script session would have it.
@MainActor
func makeNavigator(columns: Int = 80, language: AppLanguage = SupportedAppLanguages.english) -> GalleryNavigator {
    GalleryNavigator(settings: GallerySettings(currentLanguage: CurrentAppLanguage(language), columns: columns))
}

extension GalleryNavigator {
    /// Runs the command named `name` of the top screen, or a global one, with `arguments`.
    @MainActor
    func run(_ name: String, _ arguments: [String] = []) async -> ReplOutcome? {
        let commands = (screens.last?.commands ?? []) + globalCommands
        guard let command = commands.first(where: { $0.answers(to: name) }) else { return nil }
        return await command.action(arguments)
    }
}
