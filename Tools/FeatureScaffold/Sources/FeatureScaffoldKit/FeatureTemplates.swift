import Foundation

/// The template files of a new feature: each one's path relative to the
/// repository root (placeholders and `.template` ending still in it) and its text.
public struct FeatureTemplates: Sendable {
    public struct File: Equatable, Sendable {
        public let path: String
        public let text: String
    }

    public let files: [File]

    public init(files: [File]) {
        self.files = files
    }

    /// The templates shipped with this package (`Templates/`, laid out as in the repository).
    public static func bundled() throws -> FeatureTemplates {
        guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
            throw ScaffoldError.templatesMissing
        }
        return try read(folder: folder)
    }

    /// Every `*.template` file under `folder`, sorted by path.
    public static func read(folder: URL) throws -> FeatureTemplates {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { throw ScaffoldError.templatesMissing }
        var files: [File] = []
        while let relativePath = enumerator.nextObject() as? String {
            guard relativePath.hasSuffix(TemplatePlaceholders.templateSuffix) else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: root).appendingPathComponent(relativePath))
            files.append(File(path: relativePath, text: String(decoding: data, as: UTF8.self)))
        }
        guard !files.isEmpty else { throw ScaffoldError.templatesMissing }
        return FeatureTemplates(files: files.sorted { $0.path < $1.path })
    }
}
