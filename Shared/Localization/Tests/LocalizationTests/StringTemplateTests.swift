import Localization
import Testing

@Suite("Given a localized text with placeholders")
struct StringTemplatePlaceholdersTests {
    @Test("When its placeholders are listed Then their names come in order of appearance")
    func namesInOrder() {
        #expect(StringTemplate.placeholders(in: "{count} files in {folder_2}, {count} new") == ["count", "folder_2", "count"])
    }

    @Test("When braces hold nothing or more than a name Then they are not placeholders")
    func notNames() {
        #expect(StringTemplate.placeholders(in: "{} {not a name} {a-b} {ok}") == ["ok"])
    }

    @Test("When a brace is never closed Then what follows it is not a placeholder")
    func unclosed() {
        #expect(StringTemplate.placeholders(in: "{open and {name}") == ["name"])
        #expect(StringTemplate.placeholders(in: "trailing {name") == [])
    }

    @Test("When the text has no braces Then there are no placeholders")
    func noBraces() {
        #expect(StringTemplate.placeholders(in: "plain text").isEmpty)
    }
}

@Suite("Given a localized text to fill")
struct StringTemplateFillTests {
    @Test("When every placeholder has a value Then each is replaced, wherever it occurs")
    func replacesAll() {
        let filled = StringTemplate.fill("{name} has {count} files; {name} is happy", with: ["name": "Ana", "count": "3"])
        #expect(filled == "Ana has 3 files; Ana is happy")
    }

    @Test("When a placeholder has no value Then it is left as it is")
    func leavesUnknown() {
        #expect(StringTemplate.fill("{name} in {city}", with: ["name": "Ana"]) == "Ana in {city}")
    }

    @Test("When the text has no placeholders Then it comes back unchanged")
    func unchanged() {
        #expect(StringTemplate.fill("no braces here", with: ["name": "Ana"]) == "no braces here")
    }

    @Test(
        "When a value itself looks like a placeholder Then it is inserted literally"
    )
    func valuesAreLiteral() {
        let filled = StringTemplate.fill("{a} then {b}", with: ["a": "{b}", "b": "{a}"])
        #expect(filled == "{b} then {a}")
    }
}
