/// How a config file is written: by its name's ending (`.json`, `.yaml`, `.yml`), else by its
/// first character (`{` is JSON).
enum SettingsFileFormat: Sendable, Equatable {
    case json
    case yaml

    init(path: String, text: String) {
        let lowercased = path.lowercased()
        if lowercased.hasSuffix(".json") {
            self = .json
        } else if lowercased.hasSuffix(".yaml") || lowercased.hasSuffix(".yml") {
            self = .yaml
        } else {
            self = text.first { !$0.isWhitespace } == "{" ? .json : .yaml
        }
    }

    func outline(of text: String) throws(SettingsFileSyntaxError) -> SettingsFileOutline {
        switch self {
        case .json: try JSONOutlineReader.outline(of: text)
        case .yaml: try YAMLOutlineReader.outline(of: text)
        }
    }
}
