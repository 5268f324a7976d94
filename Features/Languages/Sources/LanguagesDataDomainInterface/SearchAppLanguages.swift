import Foundation
import LanguagesDomain
import Localization

/// Matches the search text anywhere in either name of a language, ignoring
/// case and diacritics: "espanol" finds Español, "portu" finds Português.
public struct SearchAppLanguages: SearchAppLanguagesInterface {
    public init() {}

    public func searchAppLanguages(matching searchText: String, in languages: [AppLanguageDomainModel])
        -> [AppLanguageDomainModel]
    {
        let needle = SearchFolding.folded(searchText)
        guard !needle.isEmpty else { return languages }
        return languages.filter { language in
            SearchFolding.folded(language.nameInOwnLanguage).contains(needle)
                || SearchFolding.folded(language.nameInAppLanguage).contains(needle)
                || language.id.lowercased() == needle
        }
    }
}
