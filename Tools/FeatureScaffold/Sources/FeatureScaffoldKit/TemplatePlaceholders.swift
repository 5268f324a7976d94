import Foundation

/// Fills the placeholders of the templates, in file contents and file paths
/// alike: `__Feature__` is the feature's type name (`Weather`), `__feature__`
/// its command word (`weather`).
public struct TemplatePlaceholders: Sendable {
    public static let typeName = "__Feature__"
    public static let commandWord = "__feature__"
    /// The ending every template file has, dropped from the written file's name.
    public static let templateSuffix = ".template"

    public let name: FeatureName

    public init(name: FeatureName) {
        self.name = name
    }

    public func fill(_ text: String) -> String {
        text.replacingOccurrences(of: Self.typeName, with: name.typeName)
            .replacingOccurrences(of: Self.commandWord, with: name.commandWord)
    }

    /// The repository path a template at `templatePath` is written to.
    public func path(for templatePath: String) -> String {
        let filled = fill(templatePath)
        return filled.hasSuffix(Self.templateSuffix) ? String(filled.dropLast(Self.templateSuffix.count)) : filled
    }
}
