/// The tool languages a person has downloaded for reading offline, named in the app
/// language: offered by the feature that owns tools, listed by Language settings.
public protocol ToolLanguagesAvailableOffline: Sendable {
    func toolLanguageNamesAvailableOffline() async -> [String]
}
