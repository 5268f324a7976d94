import Foundation

/// The content set shipped in this package's resources (`Resources/GodToolsContent`,
/// made by `Tools/GodToolsContentGenerator`), read through the same decoders as a
/// server's answers.
public struct BundledToolsContentSource: ToolsContentSource {
    public let sourceKey = "bundled"
    private let folder: URL?

    /// `folder` holds `languages.json`, `resources.json` and `files/`; the bundled set by default.
    public init(folder: URL? = nil) {
        self.folder = folder ?? Bundle.module.url(forResource: "GodToolsContent", withExtension: nil)
    }

    public func languages() async throws -> [ToolsLanguageDataModel] {
        try GodToolsLanguagesDecoder().decode(try read("languages.json"))
    }

    public func resources() async throws -> ToolsResourcesDataModel {
        try GodToolsResourcesDecoder().decode(try read("resources.json"))
    }

    public func file(named name: String) async throws -> Data {
        guard !name.contains("/"), !name.hasPrefix(".") else { throw ToolsContentSourceError.missing(name) }
        return try read("files/" + name)
    }

    private func read(_ path: String) throws -> Data {
        guard let url = folder?.appendingPathComponent(path), let data = FileManager.default.contents(atPath: url.path) else {
            throw ToolsContentSourceError.missing(path)
        }
        return data
    }
}
