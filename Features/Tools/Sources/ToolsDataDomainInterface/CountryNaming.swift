import Foundation
import Localization
import ToolsDomain

/// The countries a person can choose, as GodTools lists them: Foundation's ISO regions with a
/// two-letter upper-case code, named in the app language (its locale, or the related one the app
/// language uses where the toolchain lacks it; CLDR's own fallback where a name is missing),
/// sorted by that name in the app language's collation.
struct CountryNaming {
    let appLanguage: AppLanguage

    func allCountries() -> [CountryDomainModel] {
        let locale = appLanguage.locale
        return Locale.Region.isoRegions
            .map(\.identifier)
            .filter { code in code.count == 2 && code.allSatisfy { $0.isLetter && $0.isUppercase } }
            .map { code in CountryDomainModel(code: code, name: locale.localizedString(forRegionCode: code) ?? code) }
            .sorted { isOrderedBefore($0, $1, locale: locale) }
    }

    /// The country with `code` (any case), named in the app language.
    func country(code: String) -> CountryDomainModel? {
        let wanted = code.uppercased()
        return allCountries().first { $0.code == wanted }
    }

    /// Whether `country`'s name or code contains `text`, case and accents ignored.
    func matches(_ country: CountryDomainModel, searchText text: String) -> Bool {
        let needle = SearchFolding.folded(text)
        return needle.isEmpty || SearchFolding.folded(country.name).contains(needle)
            || SearchFolding.folded(country.code) == needle
    }

    /// The country `text` names: its code, or its whole name (case and accents ignored).
    func country(named text: String) -> CountryDomainModel? {
        let wanted = SearchFolding.folded(text)
        return allCountries().first { SearchFolding.folded($0.code) == wanted || SearchFolding.folded($0.name) == wanted }
    }

    private func isOrderedBefore(_ lhs: CountryDomainModel, _ rhs: CountryDomainModel, locale: Locale) -> Bool {
        let order = lhs.name.compare(rhs.name, options: [.caseInsensitive], range: nil, locale: locale)
        return order == .orderedSame ? lhs.code < rhs.code : order == .orderedAscending
    }
}
