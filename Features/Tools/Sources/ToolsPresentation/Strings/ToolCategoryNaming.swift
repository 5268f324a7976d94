import Localization

/// A tool category's name in the app language (`gospel` is "Gospel Invitation"), from its
/// `category.<code>` string: every category GodTools and the bundled content have is one.
public struct ToolCategoryNaming: Sendable {
    private let strings: Localizer<ToolsStringKey>

    public init(currentAppLanguage: CurrentAppLanguage) {
        self.init(strings: ToolsStrings.localizer(currentAppLanguage))
    }

    init(strings: Localizer<ToolsStringKey>) {
        self.strings = strings
    }

    /// The name of the category with `code`, or `nil` when the app has none for it.
    public func name(of code: String) -> String? {
        ToolsStringKey(rawValue: "category." + code).map { strings.text($0) }
    }
}
