import Foundation

/// The content set shipped in this package's resources (`Resources/GodToolsContent`,
/// made by `Tools/GodToolsContentGenerator`), read through the same decoders as a
/// server's answers. There is no server behind it to count views, so a view sent
/// to it is dropped.
public struct BundledToolsContentSource: ToolsContentSource {
    public let sourceKey = "bundled"
    private let folder: URL?

    /// `folder` holds `languages.json`, `resources.json` and `files/`; the bundled set by default.
    public init(folder: URL? = nil) {
        self.folder = folder ?? Bundle.module.url(forResource: "GodToolsContent", withExtension: nil)
    }

    public func languages() async throws(ToolsContentSourceError) -> [ToolsLanguageDataModel] {
        let data = try read("languages.json")
        do { return try GodToolsLanguagesDecoder().decode(data) } catch { throw .unreadable("languages.json") }
    }

    public func resources() async throws(ToolsContentSourceError) -> ToolsResourcesDataModel {
        let data = try read("resources.json")
        do { return try GodToolsResourcesDecoder().decode(data) } catch { throw .unreadable("resources.json") }
    }

    public func file(named name: String) async throws(ToolsContentSourceError) -> Data {
        guard ToolsContentFileName.isSafe(name) else { throw .missing(name) }
        return try read("files/" + name)
    }

    public func postView(resourceId: String, quantity: Int) async throws(ToolsContentSourceError) {}

    func read(_ path: String) throws(ToolsContentSourceError) -> Data {
        guard let url = folder?.appendingPathComponent(path), let data = FileManager.default.contents(atPath: url.path) else {
            throw .missing(path)
        }
        return data
    }
}

/// Content files are named by their hash: one path component, no dot first.
public enum ToolsContentFileName {
    public static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.contains("\\") && !name.hasPrefix(".")
    }
}
