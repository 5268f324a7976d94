import FeatureScaffoldKit
import Testing

@Suite("Feature names")
struct FeatureNameTests {
    @Test("Given an UpperCamelCase name When it is checked Then it is kept and its command word is its lower case")
    func valid() throws {
        let name = try FeatureName("TideTables", takenNames: ["Contacts"])

        #expect(name.typeName == "TideTables")
        #expect(name.commandWord == "tidetables")
    }

    @Test(
        "Given names that are not UpperCamelCase letters When they are checked Then they are refused",
        arguments: ["weather", "Weather2", "Tide_Tables", "Météo", "W"])
    func notUpperCamelCase(_ text: String) {
        #expect(throws: FeatureNameProblem.self) { try FeatureName(text) }
    }

    @Test("Given the name of an existing package in another case When it is checked Then it is refused as taken")
    func taken() {
        #expect(throws: FeatureNameProblem.alreadyTaken("CONTACTS")) { try FeatureName("CONTACTS", takenNames: ["Contacts"]) }
    }

    @Test("Given a Swift keyword When it is checked Then it is refused")
    func keyword() {
        #expect(throws: FeatureNameProblem.swiftKeyword("Protocol")) { try FeatureName("Protocol") }
    }

    @Test("Given the name of a module the app builds on When it is checked Then it is refused")
    func moduleClash() {
        #expect(throws: FeatureNameProblem.moduleClash("Foundation")) { try FeatureName("Foundation") }
    }

    @Test("Given a word the REPL answers on every screen When it is checked Then it is refused")
    func commandClash() {
        #expect(throws: FeatureNameProblem.commandClash("Home")) { try FeatureName("Home") }
    }
}
