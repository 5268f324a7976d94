/// Reads and changes the languages a tool is read in.
public protocol ToolLanguageSettingsInterface: Sendable {
    func getToolSettings(toolId: String) async throws(ToolsError) -> ToolSettingsDomainModel
    /// `language` is a code or a name, as the person typed it.
    func setPrimaryLanguage(toolId: String, language: String) async throws(ToolsError)
    /// `language` is a code or a name; `nil` chooses no parallel language.
    func setParallelLanguage(toolId: String, language: String?) async throws(ToolsError)
    /// Exchanges the primary and parallel languages.
    func swapLanguages(toolId: String) async throws(ToolsError)
}
