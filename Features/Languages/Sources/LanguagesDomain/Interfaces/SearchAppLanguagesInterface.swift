/// Narrows a list of app languages to those matching what the person typed.
public protocol SearchAppLanguagesInterface: Sendable {
    func searchAppLanguages(matching searchText: String, in languages: [AppLanguageDomainModel]) -> [AppLanguageDomainModel]
}
