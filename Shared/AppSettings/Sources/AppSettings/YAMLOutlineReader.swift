import Yams

/// Reads a YAML config file's outline: its keys with their lines (Yams keeps each node's
/// mark), and where the text stops being YAML.
enum YAMLOutlineReader {
    static func outline(of text: String) throws(SettingsFileSyntaxError) -> SettingsFileOutline {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error)
        } catch {
            throw SettingsFileSyntaxError(line: nil, text: "it is not YAML")
        }
        guard let root else { return SettingsFileOutline() }
        guard let mapping = root.mapping else {
            throw SettingsFileSyntaxError(line: root.mark?.line, text: "the file must hold keys and values (key: value)")
        }
        var outline = SettingsFileOutline()
        try add(mapping, path: [], to: &outline)
        return outline
    }

    private static func add(
        _ mapping: Node.Mapping, path: [String], to outline: inout SettingsFileOutline
    ) throws(SettingsFileSyntaxError) {
        for (key, value) in mapping {
            guard let name = key.scalar?.string else {
                throw SettingsFileSyntaxError(line: key.mark?.line, text: "a key must be a word, not a list or a mapping")
            }
            let keyPath = path + [name]
            if let nested = value.mapping {
                try add(nested, path: keyPath, to: &outline)
            } else {
                outline.add(keyPath, line: key.mark?.line ?? 0)
            }
        }
    }

    private static func syntaxError(_ error: YamlError) -> SettingsFileSyntaxError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            SettingsFileSyntaxError(line: mark.line, text: "it is not YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, _):
            SettingsFileSyntaxError(line: nil, text: "a key is given twice: " + duplicates.joined(separator: ", "))
        default:
            SettingsFileSyntaxError(line: nil, text: "it is not YAML")
        }
    }
}
