import Foundation

/// The app's string tables as the repository holds them: every `Resources/*Strings/<code>.json`
/// under a folder (each feature's, the shared packages', the app's), read as text — each key's
/// forms (a plain entry has one, a plural entry one a category).
public struct StringTables: Sendable {
    /// Language code → key → forms. A key is prefixed with its table's folder, as two tables may share one.
    public let tables: [String: [String: [String]]]

    public init(tables: [String: [String: [String]]]) {
        self.tables = tables
    }

    /// Reads every table under `root` (`.build` folders skipped).
    public static func read(under root: URL) -> StringTables {
        var tables: [String: [String: [String]]] = [:]
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return StringTables(tables: [:]) }
        for case let url as URL in enumerator {
            if url.lastPathComponent.hasPrefix(".build") || url.lastPathComponent == "Tests" {
                enumerator.skipDescendants()
                continue
            }
            let folder = url.deletingLastPathComponent()
            guard url.pathExtension == "json", folder.lastPathComponent.hasSuffix("Strings"),
                folder.deletingLastPathComponent().lastPathComponent == "Resources",
                let data = try? Data(contentsOf: url),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { continue }
            let code = url.deletingPathExtension().lastPathComponent
            for (key, value) in object {
                let forms: [String]
                if let text = value as? String {
                    forms = [text]
                } else if let plural = value as? [String: Any] {
                    forms = plural.keys.sorted().compactMap { plural[$0] as? String }
                } else {
                    continue
                }
                tables[code, default: [:]][folder.path + "#" + key] = forms
            }
        }
        return StringTables(tables: tables)
    }

    /// The language codes with a table, English first, then by code.
    public var languages: [String] {
        tables.keys.sorted { ($0 == "en" ? "" : $0) < ($1 == "en" ? "" : $1) }
    }

    /// The key as the app's code names it (its table's folder left out).
    static func bareKey(_ key: String) -> String {
        key.split(separator: "#", maxSplits: 1).last.map(String.init) ?? key
    }
}
