import ToolsDataDomainInterface
import ToolsDomain

/// The use cases of sharing a lesson.
extension ToolsDomainLayerDependencies {
    public func getShareLessonUseCase() -> ShareLessonUseCase {
        ShareLessonUseCase(
            links: LessonShareLinks(
                catalogRepository: dataLayer.getToolsCatalogRepository(),
                selectionRepository: dataLayer.getToolsFilterSelectionRepository(), currentAppLanguage: currentAppLanguage))
    }
}
