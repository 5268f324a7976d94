/// Why a feature could not be scaffolded.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    case templatesMissing
    case notARepositoryRoot(String)
    case fileExists(String)
    case registrationListNotFound(String)
    case featureListNotFound(String)
    case alreadyRegistered(String)

    public var description: String {
        switch self {
        case .templatesMissing:
            return "The feature templates are missing from this build of scaffold-feature."
        case .notARepositoryRoot(let path):
            return "\(path) is not the repository root — run scaffold-feature where Features/ and App/ are."
        case .fileExists(let path):
            return "\(path) exists already; nothing was written."
        case .registrationListNotFound(let path):
            return "\(path) has no `static var all: [any FeatureRegistration.Type] { [ … ] }` list to add the feature to."
        case .featureListNotFound(let path):
            return "\(path) has no `let features = [ … ]` list to add the feature to."
        case .alreadyRegistered(let name):
            return "\(name) is registered already."
        }
    }
}
