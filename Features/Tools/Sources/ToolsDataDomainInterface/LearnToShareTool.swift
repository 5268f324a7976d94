import ToolsData
import ToolsDomain

/// "Learn to share this tool" as GodTools has it: offered when the manifest of the tool's
/// primary-language translation lists tips (read from the saved files, else fetched); it
/// opens the tool with training tips on, after a tutorial shown at most three times per tool.
public struct LearnToShareTool: LearnToShareToolInterface {
    /// How many times the tutorial shows before `learn` goes straight to the tool.
    static let tutorialViewsLimit = 3

    private let settings: ToolLanguageSettings
    private let filesRepository: ToolTranslationFilesRepository
    private let tipsRepository: ToolTrainingTipsRepository

    public init(
        settings: ToolLanguageSettings, filesRepository: ToolTranslationFilesRepository,
        tipsRepository: ToolTrainingTipsRepository
    ) {
        self.settings = settings
        self.filesRepository = filesRepository
        self.tipsRepository = tipsRepository
    }

    public func isAvailable(toolId: String) async -> Bool {
        guard let resolved = try? await settings.resolved(toolId: toolId),
            let translation = resolved.rules.readableTranslation(of: resolved.tool, languageId: resolved.primary.id),
            let manifestName = translation.manifestName,
            let manifest = try? await filesRepository.manifest(
                ToolTranslationRequestDataModel(
                    manifestName: manifestName, resourceId: resolved.tool.id, languageId: resolved.primary.id,
                    translationId: translation.id))
        else { return false }
        return !manifest.tips.isEmpty
    }

    public func startLearning(toolId: String) async throws(ToolsError) -> Bool {
        do {
            try await tipsRepository.setOn(true, resourceId: toolId)
            let views = try await tipsRepository.learnToShareViews(resourceId: toolId)
            guard views < Self.tutorialViewsLimit else { return false }
            try await tipsRepository.addLearnToShareView(resourceId: toolId)
            return true
        } catch {
            throw .couldNotSave
        }
    }
}
