/// Lists the app languages in the order the person reading them expects.
public protocol GetAppLanguagesListInterface: Sendable {
    func getAppLanguagesList() async throws -> [AppLanguageDomainModel]
}
