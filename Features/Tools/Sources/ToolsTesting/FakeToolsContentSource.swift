import Foundation
import SystemKit
import ToolsData

/// An in-memory content source with a small catalog and its content files, for tests
/// and the Demo. It records what was asked of it, and can be taken offline (every
/// call then fails as `unreachable`) or made to serve other bytes for a file.
public final class FakeToolsContentSource: ToolsContentSource {
    public let sourceKey: String
    private let state: LockedState<State>

    private struct State {
        var languages: [ToolsLanguageDataModel]
        var resources: ToolsResourcesDataModel
        var files: [String: Data]
        var isOffline = false
        var catalogReads = 0
        var fetchedFiles: [String] = []
        var postedViews: [PostedView] = []
    }

    /// A view the source received.
    public struct PostedView: Equatable, Sendable {
        public let resourceId: String
        public let quantity: Int

        public init(resourceId: String, quantity: Int) {
            self.resourceId = resourceId
            self.quantity = quantity
        }
    }

    public init(
        languages: [ToolsLanguageDataModel] = ToolsFixtures.languages,
        resources: ToolsResourcesDataModel = ToolsFixtures.resources,
        files: [String: Data] = ToolsFixtures.files, sourceKey: String = "fake"
    ) {
        self.sourceKey = sourceKey
        state = LockedState(State(languages: languages, resources: resources, files: files))
    }

    public func languages() async throws(ToolsContentSourceError) -> [ToolsLanguageDataModel] {
        try state.withLock { state throws(ToolsContentSourceError) in
            guard !state.isOffline else { throw .unreachable }
            state.catalogReads += 1
            return state.languages
        }
    }

    public func resources() async throws(ToolsContentSourceError) -> ToolsResourcesDataModel {
        try state.withLock { state throws(ToolsContentSourceError) in
            guard !state.isOffline else { throw .unreachable }
            return state.resources
        }
    }

    public func file(named name: String) async throws(ToolsContentSourceError) -> Data {
        try state.withLock { state throws(ToolsContentSourceError) in
            guard !state.isOffline else { throw .unreachable }
            guard let data = state.files[name] else { throw .missing(name) }
            state.fetchedFiles.append(name)
            return data
        }
    }

    public func postView(resourceId: String, quantity: Int) async throws(ToolsContentSourceError) {
        try state.withLock { state throws(ToolsContentSourceError) in
            guard !state.isOffline else { throw .unreachable }
            state.postedViews.append(PostedView(resourceId: resourceId, quantity: quantity))
        }
    }

    /// Every call fails as `unreachable` while offline.
    public func setOffline(_ isOffline: Bool) {
        state.withLock { $0.isOffline = isOffline }
    }

    /// Serves `data` for the file `name` from now on (tampered bytes, for checksum tests).
    public func replaceFile(named name: String, with data: Data) {
        state.withLock { $0.files[name] = data }
    }

    /// Replaces the catalog the source answers with.
    public func replaceCatalog(languages: [ToolsLanguageDataModel], resources: ToolsResourcesDataModel) {
        state.withLock {
            $0.languages = languages
            $0.resources = resources
        }
    }

    /// How many times the catalog was read (`GET /languages`).
    public var catalogReads: Int { state.withLock { $0.catalogReads } }
    /// The names of the files fetched, in order.
    public var fetchedFiles: [String] { state.withLock { $0.fetchedFiles } }
    /// The views received, in order.
    public var postedViews: [PostedView] { state.withLock { $0.postedViews } }
}
