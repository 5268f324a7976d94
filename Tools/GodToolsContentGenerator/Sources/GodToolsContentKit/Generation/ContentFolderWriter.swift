import Foundation

/// Writes a content set into a folder: `languages.json`, `resources.json`,
/// `files/<sha256>.xml` and the rankings under `personalization/`, replacing the files that were there.
public enum ContentFolderWriter {
    public static func write(_ content: GeneratedContent, to folder: URL) throws {
        let files = folder.appendingPathComponent("files")
        let manager = FileManager.default
        if manager.fileExists(atPath: files.path) { try manager.removeItem(at: files) }
        try manager.createDirectory(at: files, withIntermediateDirectories: true)
        try Data(content.languagesDocument.utf8).write(to: folder.appendingPathComponent("languages.json"), options: .atomic)
        try Data(content.resourcesDocument.utf8).write(to: folder.appendingPathComponent("resources.json"), options: .atomic)
        for (name, text) in content.files {
            try Data(text.utf8).write(to: files.appendingPathComponent(name), options: .atomic)
        }
        try PersonalizationFolderWriter.write(content.rankings, to: folder)
    }
}
