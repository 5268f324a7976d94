import ToolsData
import ToolsDomain

/// Training tips kept per tool in the database: off until turned on, as GodTools opens a
/// tool with its tips hidden; a tip opened once stays seen.
public struct ToolTrainingTips: ToolTrainingTipsInterface {
    private let repository: ToolTrainingTipsRepository

    public init(repository: ToolTrainingTipsRepository) {
        self.repository = repository
    }

    public func getTrainingTips(toolId: String) async throws(ToolsError) -> ToolTrainingTipsDomainModel {
        do {
            return ToolTrainingTipsDomainModel(
                isOn: try await repository.isOn(resourceId: toolId),
                seenTipIds: try await repository.seenTipIds(resourceId: toolId))
        } catch {
            throw .couldNotLoad
        }
    }

    public func setTrainingTips(toolId: String, isOn: Bool) async throws(ToolsError) {
        do {
            try await repository.setOn(isOn, resourceId: toolId)
        } catch {
            throw .couldNotSave
        }
    }

    public func markTipSeen(toolId: String, tipId: String) async throws(ToolsError) {
        do {
            try await repository.markSeen(tipId: tipId, resourceId: toolId)
        } catch {
            throw .couldNotSave
        }
    }
}
