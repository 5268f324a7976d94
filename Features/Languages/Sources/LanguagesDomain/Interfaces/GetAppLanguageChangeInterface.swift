/// Describes switching from the current app language to a chosen one.
public protocol GetAppLanguageChangeInterface: Sendable {
    func getAppLanguageChange(toLanguageId languageId: String) async throws -> AppLanguageChangeDomainModel
}
