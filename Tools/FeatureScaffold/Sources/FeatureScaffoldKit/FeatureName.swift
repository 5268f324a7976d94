/// The name of a feature to scaffold, checked: `Weather` gives the package
/// `Features/Weather`, modules `WeatherDomain` …, and the command word `weather`.
public struct FeatureName: Equatable, Sendable {
    /// The name as typed, in UpperCamelCase: `Weather`.
    public let typeName: String
    /// The command word, table prefix and route name: `weather`.
    public var commandWord: String { typeName.lowercased() }

    /// Checks `text` against the naming rules and the names already taken.
    /// - Parameter takenNames: folder names that a feature must not reuse, such as
    ///   the existing features and the Shared, Tools and App packages.
    public init(_ text: String, takenNames: [String] = []) throws(FeatureNameProblem) {
        guard text.count >= 2, text.count <= Self.maximumLength else { throw .badLength(text) }
        guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first),
            text.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) })
        else { throw .notUpperCamelCase(text) }
        let lowered = text.lowercased()
        if takenNames.contains(where: { $0.lowercased() == lowered }) { throw .alreadyTaken(text) }
        if ReservedNames.swiftKeywords.contains(lowered) { throw .swiftKeyword(text) }
        if ReservedNames.modules.contains(where: { $0.lowercased() == lowered }) { throw .moduleClash(text) }
        if ReservedNames.commands.contains(lowered) { throw .commandClash(text) }
        typeName = text
    }

    public static let maximumLength = 40
}

/// Why a feature name was refused, said so the person knows what to type instead.
public enum FeatureNameProblem: Error, Equatable, CustomStringConvertible {
    case badLength(String)
    case notUpperCamelCase(String)
    case alreadyTaken(String)
    case swiftKeyword(String)
    case moduleClash(String)
    case commandClash(String)

    public var description: String {
        switch self {
        case .badLength(let name):
            return "\"\(name)\" must be 2 to \(FeatureName.maximumLength) letters long."
        case .notUpperCamelCase(let name):
            return "\"\(name)\" is not an UpperCamelCase name — use letters only, starting with a capital, such as Weather."
        case .alreadyTaken(let name):
            return "\"\(name)\" is taken: Features/, Shared/, Tools/ or App/ already has a package of that name."
        case .swiftKeyword(let name):
            return "\"\(name)\" is a Swift keyword — choose another name."
        case .moduleClash(let name):
            return "\"\(name)\" is the name of a module the app builds on — choose another name."
        case .commandClash(let name):
            return "\"\(name.lowercased())\" is already a command of the app — choose another name."
        }
    }
}
