/// The name of a screen or use case to add to a feature: UpperCamelCase letters, such as
/// `Forecast` or `ArchiveItem`.
public struct PartName: Equatable, Sendable {
    /// `Forecast`.
    public let typeName: String
    /// `forecast`: the first letter lowered, for properties, keys and flow steps.
    public var lowerCamel: String { typeName.prefix(1).lowercased() + typeName.dropFirst() }

    public init(_ text: String) throws(PartNameProblem) {
        guard text.count >= 2, text.count <= FeatureName.maximumLength else { throw .badLength(text) }
        guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first),
            text.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) })
        else { throw .notUpperCamelCase(text) }
        guard !ReservedNames.swiftKeywords.contains(text.lowercased()) else { throw .swiftKeyword(text) }
        typeName = text
    }
}

/// Why a screen or use case name was refused.
public enum PartNameProblem: Error, Equatable, CustomStringConvertible {
    case badLength(String)
    case notUpperCamelCase(String)
    case swiftKeyword(String)

    public var description: String {
        switch self {
        case .badLength(let name): "\"\(name)\" must be 2 to \(FeatureName.maximumLength) letters long."
        case .notUpperCamelCase(let name):
            "\"\(name)\" is not an UpperCamelCase name — use letters only, starting with a capital, such as Forecast."
        case .swiftKeyword(let name): "\"\(name)\" is a Swift keyword — choose another name."
        }
    }
}
