import ContactsPresentation
import Localization
import Testing

@Suite("Contacts string tables")
struct ContactsStringTablesTests {
    @Test(
        "Given the Contacts string tables When they are audited Then every key is present in every app language with its placeholders and plural forms"
    )
    func complete() {
        let problems = StringCatalogAudit.problems(in: ContactsStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(
        "Given the contact count When it is said in Russian Then 1, 21, 2 and 5 take their own forms",
        arguments: [(1, "1 контакт"), (21, "21 контакт"), (2, "2 контакта"), (5, "5 контактов"), (11, "11 контактов")]
    )
    func russianPlurals(count: Int, expected: String) {
        let strings = ContactsStrings.localizer(
            CurrentAppLanguage(SupportedAppLanguages.language(withCode: "ru") ?? SupportedAppLanguages.english))
        #expect(strings.plural(.listContactCount, count: count) == expected)
    }
}
