import ToolsData
import ToolsDomain

/// Reads the catalog again from its source; when the source cannot be reached and a
/// catalog is saved, the saved one stays and the person is told. Views waiting to be
/// sent go along, and once the source answered, the rankings kept are forgotten so that
/// personalized lists ask for theirs again.
public struct RefreshTools: RefreshToolsInterface {
    private let catalogRepository: ToolsCatalogRepository
    private let viewsRepository: ToolViewsRepository
    private let personalizationRepository: PersonalizationRepository

    public init(
        catalogRepository: ToolsCatalogRepository, viewsRepository: ToolViewsRepository,
        personalizationRepository: PersonalizationRepository
    ) {
        self.catalogRepository = catalogRepository
        self.viewsRepository = viewsRepository
        self.personalizationRepository = personalizationRepository
    }

    public func refreshTools() async throws(ToolsError) -> ToolsRefreshDomainModel {
        do {
            try await catalogRepository.sync()
        } catch let error as ToolsContentSourceError where error.isOffline {
            guard (try? await catalogRepository.hasCatalog()) == true else { throw .sourceUnreachable }
            return .offline
        } catch {
            throw .couldNotLoad
        }
        await personalizationRepository.forgetRankings()
        await viewsRepository.sendPendingViews()
        return .refreshed
    }
}
