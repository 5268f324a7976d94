/// Adds a feature's name to a manifest's list of feature packages
/// (`let features = [ … ]` in the root and App `Package.swift`).
public struct ManifestFeatureListEditor: Sendable {
    /// The line that opens the list.
    static let listOpening = "let features = ["

    public init() {}

    /// `source` with `"<Name>",` added at the end of the list. Throws when the list
    /// is not there or already names the feature.
    public func adding(_ name: FeatureName, to source: String, path: String) throws(ScaffoldError) -> String {
        let entry = "\"\(name.typeName)\","
        var lines = source.components(separatedBy: "\n")
        guard let opening = lines.firstIndex(where: { $0.trimmingWhitespace() == Self.listOpening }),
            let closing = lines[opening...].firstIndex(where: { $0.trimmingWhitespace() == "]" })
        else { throw .featureListNotFound(path) }
        if lines[opening..<closing].contains(where: { $0.trimmingWhitespace() == entry }) {
            throw .alreadyRegistered(name.typeName)
        }
        lines.insert("    " + entry, at: closing)
        return lines.joined(separator: "\n")
    }
}
