/// Why a screen or use case could not be added to a feature; nothing was written then.
public enum PartScaffoldError: Error, Equatable, CustomStringConvertible {
    case noSuchFeature(String)
    case fileExists(String)
    case anchorNotFound(file: String, looking: String)

    public var description: String {
        switch self {
        case .noSuchFeature(let name):
            "Features/\(name) is not a feature package with the five layer targets — check the name (case counts)."
        case .fileExists(let path): "\(path) exists already; nothing was written."
        case .anchorNotFound(let file, let looking):
            "\(file) has no \(looking) to add to; nothing was written."
        }
    }
}
