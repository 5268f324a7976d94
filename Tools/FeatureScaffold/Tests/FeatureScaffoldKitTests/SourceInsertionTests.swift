import Testing

@testable import FeatureScaffoldKit

@Suite("Adding lines to existing sources")
struct SourceInsertionTests {
    @Test("Given a JSON object of strings When members are added Then they follow the last one, after a comma")
    func addsJSONMembers() {
        let text = "{\n  \"a\": \"x\",\n  \"b\": {\n    \"one\": \"y\"\n  }\n}\n"

        let edited = SourceInsertion.addingMembers(["\"c\": \"z\""], toJSONObject: text)

        #expect(edited == "{\n  \"a\": \"x\",\n  \"b\": {\n    \"one\": \"y\"\n  },\n  \"c\": \"z\"\n}\n")
    }

    @Test("Given an empty JSON object When a member is added Then no comma comes before it")
    func addsToEmptyObject() {
        #expect(SourceInsertion.addingMembers(["\"c\": \"z\""], toJSONObject: "{}\n") == "{\n  \"c\": \"z\"\n}\n")
    }

    @Test(
        "Given source text When lines are added after an anchor Then they follow its first line, and a missing anchor gives nil")
    func insertsAfterAnchor() {
        let text = "enum Step {\n    case a\n}\n"
        #expect(
            SourceInsertion.inserting(["    case b"], afterLineContaining: "enum Step", in: text)
                == "enum Step {\n    case b\n    case a\n}\n")
        #expect(SourceInsertion.inserting(["x"], afterLineContaining: "switch step {", in: text) == nil)
    }

    @Test("Given text with quotes and a backslash When quoted for JSON Then both are escaped")
    func quotesJSON() {
        #expect(SourceInsertion.jsonString(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
    }
}
