import AppSettings
import Foundation
import Testing

@Suite("A config file with a mistake is said with its line and not used")
struct BadSettingsFileTests {
    private func problems(_ name: String, _ text: String) async throws -> (ResolvedSettings, [String]) {
        let path = try SettingsFixture.file(name, text)
        let settings = await SettingsFixture.resolve(files: [SettingsSources.File(path: path, source: .file(path: path))])
        return (settings, settings.problems.map(\.description))
    }

    @Test("Given a JSON file with an unknown key When read Then the key's line is said, with the key meant")
    func unknownJSONKey() async throws {
        let (settings, said) = try await problems(
            "mosaic.json", "{\n  \"contacts\": {\n    \"count\": 12,\n    \"ur\": \"http://x\"\n  }\n}\n")
        #expect(said == ["mosaic.json line 4: unknown key contacts.ur (did you mean contacts.url?)"])
        #expect(settings.values.isEmpty)
    }

    @Test("Given a YAML file with an unknown key When read Then the key's line is said")
    func unknownYAMLKey() async throws {
        let (_, said) = try await problems("mosaic.yaml", "log:\n  level: info\nthemes: dark\n")
        #expect(said == ["mosaic.yaml line 3: unknown key themes"])
    }

    @Test("Given a value of the wrong kind When read Then its line and the kind it takes are said")
    func wrongType() async throws {
        let (_, json) = try await problems("mosaic.json", "{\n\"contacts.count\": \"many\"\n}")
        #expect(json == ["mosaic.json line 2: contacts.count takes a whole number"])
        let (_, yaml) = try await problems("mosaic.yml", "toggles:\n  wishlist: maybe\n")
        #expect(yaml == ["mosaic.yml line 2: toggles.wishlist takes true or false"])
        let (_, choice) = try await problems("mosaic.json", #"{"log": {"level": "loud"}}"#)
        #expect(choice.first?.hasPrefix("mosaic.json line 1: log.level takes one of trace") == true)
    }

    @Test("Given a file that is not JSON When read Then the line where it stops being JSON is said")
    func brokenJSON() async throws {
        let (_, missingComma) = try await problems("mosaic.json", "{\n  \"log.level\": \"info\"\n  \"contacts.count\": 3\n}")
        #expect(missingComma == [#"mosaic.json line 3: a , or } was expected after the value of "log.level""#])
        let (_, unterminated) = try await problems("mosaic.json", "{\"log.level\": \"info}")
        #expect(unterminated == [#"mosaic.json line 1: the file ends too soon: a text in quotes has no closing ""#])
        let (_, notObject) = try await problems("mosaic.json", "[1, 2]")
        #expect(notObject == ["mosaic.json line 1: the file must hold one JSON object, {…}"])
    }

    @Test("Given a file that is not YAML When read Then its line is said")
    func brokenYAML() async throws {
        let (_, said) = try await problems("mosaic.yaml", "log:\n  level: info\n   bad: [\n")
        #expect(said.count == 1)
        #expect(said.first?.hasPrefix("mosaic.yaml line ") == true)
    }

    @Test("Given a path that is a folder, missing, or not text When read Then each is said in words")
    func unreadable() async throws {
        let folder = try SettingsFixture.folder()
        let settings = await SettingsFixture.resolve(files: [
            SettingsSources.File(path: folder.path, source: .file(path: folder.path)),
            SettingsSources.File(path: folder.appendingPathComponent("none.json").path, source: .file(path: "none.json")),
        ])
        #expect(
            settings.problems.map(\.description) == [
                "\(folder.lastPathComponent): it is a folder, not a file", "none.json: there is no such file",
            ])
        let binary = folder.appendingPathComponent("mosaic.json")
        try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: binary)
        let notText = await SettingsFixture.resolve(files: [
            SettingsSources.File(path: binary.path, source: .file(path: binary.path))
        ])
        #expect(notText.problems.map(\.description) == ["mosaic.json: it is not UTF-8 text"])
    }

    @Test("Given a bad file and good defaults When read Then the defaults still apply")
    func defaultsStillApply() async throws {
        let bad = try SettingsFixture.file("mosaic.json", #"{"contacts": {"count": "many"}}"#)
        let defaults = try SettingsFixture.file("dev.json", #"{"contacts": {"count": 7}}"#)
        let settings = await SettingsFixture.resolve(files: [
            SettingsSources.File(path: bad, source: .file(path: bad)),
            SettingsSources.File(path: defaults, source: .environmentDefaults(environment: "dev")),
        ])
        #expect(settings["contacts.count"]?.text == "7")
        #expect(settings.problems.count == 1)
        #expect(settings.unusedFiles == [bad])
    }
}
