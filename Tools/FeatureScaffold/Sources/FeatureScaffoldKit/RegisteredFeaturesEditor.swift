/// Adds a feature to the app's one list of features
/// (`App/Sources/AppComposition/Features/RegisteredFeatures.swift`): an import
/// of its DependencyContainer among the imports, in order, and its registration
/// type at the end of the list.
public struct RegisteredFeaturesEditor: Sendable {
    /// The declaration the list follows.
    static let listDeclaration = "static var all: [any FeatureRegistration.Type] {"

    public init() {}

    /// `source` with `name` registered. Throws when the list is not there or
    /// already holds the feature.
    public func adding(_ name: FeatureName, to source: String, path: String) throws(ScaffoldError) -> String {
        let importLine = "import \(name.typeName)DependencyContainer"
        let entry = "\(name.typeName)Feature.self,"
        var lines = source.components(separatedBy: "\n")
        guard let declaration = lines.firstIndex(where: { $0.trimmingWhitespace() == Self.listDeclaration }),
            let opening = lines[declaration...].firstIndex(where: { $0.trimmingWhitespace() == "[" }),
            let closing = lines[opening...].firstIndex(where: { $0.trimmingWhitespace() == "]" })
        else { throw .registrationListNotFound(path) }
        if lines.contains(where: { $0.trimmingWhitespace() == importLine || $0.trimmingWhitespace() == entry }) {
            throw .alreadyRegistered(name.typeName)
        }

        let entryIndent =
            closing > opening + 1
            ? String(lines[closing - 1].prefix { $0 == " " })
            : String(lines[closing].prefix { $0 == " " }) + "    "
        lines.insert(entryIndent + entry, at: closing)

        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
        let position = imports.first { lines[$0] > importLine } ?? imports.last.map { $0 + 1 } ?? 0
        lines.insert(importLine, at: position)
        return lines.joined(separator: "\n")
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
