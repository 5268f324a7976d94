import Localization
import Testing
import ToolsPresentation

@Suite("Tools string tables")
struct ToolsStringTablesTests {
    @Test(
        "Given the Tools string tables When they are audited Then every key is present in every app language with its placeholders and plural forms"
    )
    func complete() {
        let problems = StringCatalogAudit.problems(in: ToolsStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(
        "Given the tool readers' string table When it is audited Then every key is present in every app language with its placeholders"
    )
    func readerComplete() {
        let problems = StringCatalogAudit.problems(in: ToolReaderStrings.catalog)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    private func strings(_ code: String) -> Localizer<ToolsStringKey> {
        ToolsStrings.localizer(
            CurrentAppLanguage(SupportedAppLanguages.language(withCode: code) ?? SupportedAppLanguages.english))
    }

    @Test("Given the tool count in English When it is 1 or 25 Then singular and plural forms are used")
    func englishPlurals() {
        #expect(strings("en").plural(.listToolCount, count: 1) == "1 tool available")
        #expect(strings("en").plural(.listToolCount, count: 25) == "25 tools available")
    }

    @Test(
        "Given the tool count in Russian When it is 1, 3, 5 or 21 Then each takes its own form",
        arguments: [
            (1, "Доступен 1 инструмент"), (3, "Доступно 3 инструмента"), (5, "Доступно 5 инструментов"),
            (21, "Доступен 21 инструмент"),
        ]
    )
    func russianPlurals(count: Int, expected: String) {
        #expect(strings("ru").plural(.listToolCount, count: count) == expected)
    }

    @Test(
        "Given the tool count in Arabic When it is 1, 2, 3 or 11 Then each takes its own form",
        arguments: [(1, "أداة واحدة متاحة"), (2, "أداتان متاحتان"), (3, "3 أدوات متاحة"), (11, "11 أداة متاحة")]
    )
    func arabicPlurals(count: Int, expected: String) {
        #expect(strings("ar").plural(.listToolCount, count: count) == expected)
    }
}
