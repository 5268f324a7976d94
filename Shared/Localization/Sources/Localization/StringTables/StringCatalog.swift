import Foundation
import SystemKit

/// All the string tables of one feature, one per supported app language,
/// read from a bundle's `Strings/<code>.json` files.
///
/// A catalog loaded from a bundle reads a language's table the first time a
/// string of that language is asked for, so a launch reads only the tables of
/// the language it shows (and English, the fallback, when a key is missing).
public struct StringCatalog<Key: LocalizedStringKey>: Sendable {
    private let store: StringTableStore

    /// A catalog of tables already in memory.
    public init(tables: [StringTable], loadProblems: [String] = []) {
        store = StringTableStore(tables: tables, loadProblems: loadProblems)
    }

    private init(store: StringTableStore) {
        self.store = store
    }

    /// Every table, by language code; reads the ones not read yet.
    public var tables: [String: StringTable] { store.allTables() }

    /// Tables that were found but could not be read, one line each; reads every table first.
    public var loadProblems: [String] {
        _ = store.allTables()
        return store.problems
    }

    /// The catalog of the tables of every supported language found in `bundle`.
    /// A missing or unreadable table is reported in ``loadProblems`` and the
    /// lookups fall back to English, so the app keeps working.
    public static func load(from bundle: Bundle, subdirectory: String = "Strings") -> StringCatalog {
        load(fromFolder: (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent(subdirectory, isDirectory: true))
    }

    /// The catalog of a target's tables, read from its resource folder beside the executable
    /// (`<resources>.resources/Strings`, as the package manager lays it out) without building
    /// a `Bundle`, which costs the app's start a millisecond a catalog; from `fallback()`'s
    /// bundle when that folder is not there (an executable moved away from its resources).
    public static func load(
        resources name: String, fallback: () -> Bundle, subdirectory: String = "Strings"
    ) -> StringCatalog {
        guard let folder = ExecutableFolder.resources(named: name) else {
            return load(from: fallback(), subdirectory: subdirectory)
        }
        return load(fromFolder: folder.appendingPathComponent(subdirectory, isDirectory: true))
    }

    /// The catalog of the `<code>.json` tables in `folder`, each read the first time it is needed.
    static func load(fromFolder folder: URL) -> StringCatalog {
        StringCatalog(
            store: StringTableStore { code in
                let url = folder.appendingPathComponent("\(code).json")
                guard FileManager.default.fileExists(atPath: url.path) else { return .success(nil) }
                do {
                    return .success(try StringTable(languageCode: code, json: try Data(contentsOf: url)))
                } catch {
                    return .failure(
                        StringTableStore.LoadFailure(message: "\(code): \(url.lastPathComponent) cannot be read: \(error)"))
                }
            })
    }

    /// The entry for `key` in `languageCode`, falling back to English.
    public func entry(_ key: Key, languageCode: String) -> StringTableEntry? {
        store.table(languageCode)?.entries[key.rawValue]
            ?? store.table(SupportedAppLanguages.english.code)?.entries[key.rawValue]
    }
}

/// The tables of one catalog, read on first use and kept.
final class StringTableStore: Sendable {
    /// Reads the table of a language: `nil` when there is none, a message when it cannot be read.
    typealias Loader = @Sendable (String) -> Result<StringTable?, LoadFailure>

    struct LoadFailure: Error {
        let message: String
    }

    private struct State {
        var tables: [String: StringTable] = [:]
        var attempted: Set<String> = []
        var problems: [String] = []
    }

    private let loader: Loader?
    private let state: LockedState<State>

    init(tables: [StringTable], loadProblems: [String]) {
        var state = State(problems: loadProblems)
        for table in tables {
            state.tables[table.languageCode] = table
        }
        state.attempted = Set(SupportedAppLanguages.all.map(\.code))
        self.state = LockedState(state)
        loader = nil
    }

    init(loader: @escaping Loader) {
        self.loader = loader
        state = LockedState(State())
    }

    var problems: [String] { state.withLock { $0.problems } }

    func table(_ code: String) -> StringTable? {
        if let known = state.withLock({ $0.attempted.contains(code) ? Optional($0.tables[code]) : nil }) {
            return known
        }
        let loaded = loader?(code) ?? .success(nil)
        return state.withLock { state in
            if state.attempted.insert(code).inserted {
                switch loaded {
                case .success(let table): state.tables[code] = table
                case .failure(let failure): state.problems.append(failure.message)
                }
            }
            return state.tables[code]
        }
    }

    func allTables() -> [String: StringTable] {
        for language in SupportedAppLanguages.all {
            _ = table(language.code)
        }
        return state.withLock { $0.tables }
    }
}
