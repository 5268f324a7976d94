import Foundation

/// Writes the rankings as the content API answers them, one document per question:
/// `personalization/featured/{country}.{lang}.json` and `personalization/default_order/{lang}.json`.
public enum PersonalizationFolderWriter {
    public static func featuredPath(country: String, language: String) -> String {
        "personalization/featured/\(country.lowercased()).\(language).json"
    }

    public static func defaultOrderPath(language: String) -> String {
        "personalization/default_order/\(language).json"
    }

    static func write(_ rankings: GeneratedRankings, to folder: URL) throws {
        let manager = FileManager.default
        let root = folder.appendingPathComponent("personalization")
        if manager.fileExists(atPath: root.path) { try manager.removeItem(at: root) }
        for directory in ["featured", "default_order"] {
            try manager.createDirectory(at: root.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        for (key, ids) in rankings.featured {
            try write(ids, to: folder.appendingPathComponent(featuredPath(country: key.country, language: key.language)))
        }
        for (language, ids) in rankings.defaultOrder {
            try write(ids, to: folder.appendingPathComponent(defaultOrderPath(language: language)))
        }
    }

    private static func write(_ ids: [String], to url: URL) throws {
        try Data(GeneratedRankings.document(resourceIds: ids).indentedText().utf8).write(to: url, options: .atomic)
    }
}
