import Foundation

/// All the string tables of one feature, one per supported app language,
/// read from a bundle's `Strings/<code>.json` files.
public struct StringCatalog<Key: LocalizedStringKey>: Sendable {
    public let tables: [String: StringTable]
    /// Tables that were found but could not be read, one line each.
    public let loadProblems: [String]

    public init(tables: [StringTable], loadProblems: [String] = []) {
        var byCode: [String: StringTable] = [:]
        for table in tables { byCode[table.languageCode] = table }
        self.tables = byCode
        self.loadProblems = loadProblems
    }

    /// Loads the table of every supported language found in `bundle`.
    /// A missing or unreadable table is reported in ``loadProblems`` and the
    /// lookups fall back to English, so the app keeps working.
    public static func load(from bundle: Bundle, subdirectory: String = "Strings") -> StringCatalog {
        var tables: [StringTable] = []
        var problems: [String] = []
        for language in SupportedAppLanguages.all {
            guard let url = bundle.url(forResource: language.code, withExtension: "json", subdirectory: subdirectory) else {
                continue
            }
            do {
                tables.append(try StringTable(languageCode: language.code, json: try Data(contentsOf: url)))
            } catch {
                problems.append("\(language.code): \(url.lastPathComponent) cannot be read: \(error)")
            }
        }
        return StringCatalog(tables: tables, loadProblems: problems)
    }

    /// The entry for `key` in `languageCode`, falling back to English.
    public func entry(_ key: Key, languageCode: String) -> StringTableEntry? {
        tables[languageCode]?.entries[key.rawValue]
            ?? tables[SupportedAppLanguages.english.code]?.entries[key.rawValue]
    }
}
