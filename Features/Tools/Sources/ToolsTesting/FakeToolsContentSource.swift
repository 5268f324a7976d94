import Foundation
import ToolsData

/// An in-memory content source with a small catalog, for tests and fakes.
public struct FakeToolsContentSource: ToolsContentSource {
    public let sourceKey = "fake"
    public let catalogLanguages: [ToolsLanguageDataModel]
    public let catalogResources: ToolsResourcesDataModel

    public init(languages: [ToolsLanguageDataModel] = ToolsFixtures.languages, resources: ToolsResourcesDataModel = ToolsFixtures.resources) {
        catalogLanguages = languages
        catalogResources = resources
    }

    public func languages() async throws -> [ToolsLanguageDataModel] { catalogLanguages }
    public func resources() async throws -> ToolsResourcesDataModel { catalogResources }

    public func file(named name: String) async throws -> Data {
        throw ToolsContentSourceError.missing(name)
    }
}
