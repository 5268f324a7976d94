/// Checks a feature's string catalog against its keys: the completeness test
/// every feature runs. Each problem is one readable line.
public enum StringCatalogAudit {
    public static func problems<Key: LocalizedStringKey>(
        in catalog: StringCatalog<Key>,
        languages: [AppLanguage] = SupportedAppLanguages.all
    ) -> [String] {
        let keys = Key.allCases.map(\.rawValue)
        let english = catalog.tables[SupportedAppLanguages.english.code]
        var problems = catalog.loadProblems
        for language in languages {
            guard let table = catalog.tables[language.code] else {
                problems.append("\(language.code): no string table")
                continue
            }
            for key in keys {
                guard let entry = table.entries[key] else {
                    problems.append("\(language.code): missing \(key)")
                    continue
                }
                problems += pluralProblems(entry, key: key, language: language)
                if let reference = english?.entries[key] {
                    problems += placeholderProblems(entry, reference: reference, key: key, language: language)
                }
            }
            for extra in Set(table.entries.keys).subtracting(keys).sorted() {
                problems.append("\(language.code): \(extra) is not a key of \(Key.self)")
            }
        }
        return problems
    }

    private static func pluralProblems(_ entry: StringTableEntry, key: String, language: AppLanguage) -> [String] {
        guard case .plural(let forms) = entry else { return [] }
        let needed = PluralRules.categories(forLanguageCode: language.code)
        return needed.subtracting(forms.keys).map(\.rawValue).sorted().map {
            "\(language.code): \(key) lacks the plural form \($0)"
        }
    }

    private static func placeholderProblems(
        _ entry: StringTableEntry, reference: StringTableEntry, key: String, language: AppLanguage
    ) -> [String] {
        let expected = Set(reference.allTexts.flatMap(StringTemplate.placeholders(in:)))
        var problems: [String] = []
        for text in entry.allTexts {
            let found = Set(StringTemplate.placeholders(in: text))
            for unknown in found.subtracting(expected).sorted() {
                problems.append("\(language.code): \(key) has the unknown placeholder {\(unknown)}")
            }
            let missing = expected.subtracting(found).subtracting(["count"])
            if case .text = entry {
                for name in missing.sorted() {
                    problems.append("\(language.code): \(key) drops the placeholder {\(name)}")
                }
            }
        }
        return problems
    }
}
