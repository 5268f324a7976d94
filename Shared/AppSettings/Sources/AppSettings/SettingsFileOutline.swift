/// The keys a config file sets, flattened to dotted names (`{"contacts": {"url": …}}` and
/// `contacts.url: …` both give `contacts.url`), each with the line its name is on: where a
/// message about it points. Read before the file's values, so that a file that is not JSON
/// or YAML at all is said with the line where it stops being so.
struct SettingsFileOutline: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        let key: String
        let line: Int
    }

    private(set) var entries: [Entry] = []

    mutating func add(_ path: [String], line: Int) {
        entries.append(Entry(key: path.joined(separator: "."), line: line))
    }

    /// The line of `key`'s last mention (a later one wins, as it does in the file's reading).
    func line(of key: String) -> Int? {
        entries.last { $0.key == key }?.line
    }
}

/// Where a config file stops being JSON or YAML, and why.
struct SettingsFileSyntaxError: Error, Sendable, Equatable {
    let line: Int?
    let text: String
}
