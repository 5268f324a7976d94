import AppSettings
import Testing

@Suite("Settings read in order of precedence")
struct SettingsPrecedenceTests {
    @Test("Given a value in every layer When settings are read Then the command line wins and says so")
    func commandLineWins() async throws {
        let file = try SettingsFixture.file("mosaic.json", #"{"contacts": {"url": "http://file"}}"#)
        let settings = await SettingsFixture.resolve(
            commandLine: ["contacts.url": "http://flag"],
            environment: ["APP_CONTACTS_URL": "http://app-variable", "CONTACTS_URL": "http://old-variable"],
            files: [SettingsSources.File(path: file, source: .file(path: file))])
        #expect(settings["contacts.url"]?.text == "http://flag")
        #expect(settings["contacts.url"]?.source == .commandLine)
        #expect(settings.problems.isEmpty)
    }

    @Test("Given no flag When settings are read Then APP_ beats the older variable, which beats the file")
    func environmentOrder() async throws {
        let file = try SettingsFixture.file("mosaic.json", #"{"contacts": {"url": "http://file"}}"#)
        let files = [SettingsSources.File(path: file, source: .file(path: file))]
        let both = await SettingsFixture.resolve(
            environment: ["APP_CONTACTS_URL": "http://app-variable", "CONTACTS_URL": "http://old-variable"], files: files)
        #expect(both["contacts.url"]?.text == "http://app-variable")
        #expect(both["contacts.url"]?.source == .environment(variable: "APP_"))
        let older = await SettingsFixture.resolve(environment: ["CONTACTS_URL": "http://old-variable"], files: files)
        #expect(older["contacts.url"]?.source == .environment(variable: "CONTACTS_URL"))
        let fileOnly = await SettingsFixture.resolve(files: files)
        #expect(fileOnly["contacts.url"]?.text == "http://file")
        #expect(fileOnly["contacts.url"]?.source == .file(path: file))
    }

    @Test("Given the person's file and the environment's defaults When both set a key Then the person's file wins")
    func personFileBeatsDefaults() async throws {
        let mine = try SettingsFixture.file("mosaic.yaml", "log:\n  level: debug\n")
        let defaults = try SettingsFixture.file("qc.json", #"{"log.level": "info", "contacts.count": 50}"#)
        let settings = await SettingsFixture.resolve(files: [
            SettingsSources.File(path: mine, source: .file(path: mine)),
            SettingsSources.File(path: defaults, source: .environmentDefaults(environment: "qc")),
        ])
        #expect(settings["log.level"]?.text == "debug")
        #expect(settings["contacts.count"]?.text == "50")
        #expect(settings["contacts.count"]?.source == .environmentDefaults(environment: "qc"))
    }

    @Test("Given typed values in a file When read Then each is written as it would follow its flag")
    func valuesAsText() async throws {
        let file = try SettingsFixture.file(
            "mosaic.json", #"{"contacts": {"cacheMaxAge": 3600, "count": 12}, "toggles": {"wishlist": false}}"#)
        let settings = await SettingsFixture.resolve(files: [SettingsSources.File(path: file, source: .file(path: file))])
        #expect(settings["contacts.cacheMaxAge"]?.text == "3600")
        #expect(settings["contacts.count"]?.text == "12")
        #expect(settings["toggles.wishlist"]?.text == "false")
    }

    @Test("Given an APP_ variable of the wrong kind When read Then it is said and the next layer's value is used")
    func wrongVariable() async throws {
        let file = try SettingsFixture.file("mosaic.json", #"{"contacts": {"count": 12}}"#)
        let settings = await SettingsFixture.resolve(
            environment: ["APP_CONTACTS_COUNT": "many"], files: [SettingsSources.File(path: file, source: .file(path: file))])
        #expect(settings["contacts.count"]?.text == "12")
        #expect(settings.problems.map(\.description) == ["APP_CONTACTS_COUNT: takes a whole number"])
    }

    @Test("Given a variable that is not one of the choices When read Then it is said with its value")
    func wrongChoice() async {
        let settings = await SettingsFixture.resolve(environment: ["APP_LOG_LEVEL": "loud"])
        #expect(settings["log.level"] == nil)
        #expect(
            settings.problems.map(\.description) == [
                "APP_LOG_LEVEL: takes one of trace, debug, info, notice, warning, error, critical (not loud)"
            ])
    }

    @Test("Given a file looked for where it may not be When it is not there Then nothing is said")
    func optionalFileMissing() async throws {
        let path = try SettingsFixture.folder().appendingPathComponent("mosaic.json").path
        let settings = await SettingsFixture.resolve(files: [
            SettingsSources.File(path: path, source: .file(path: path), mustExist: false)
        ])
        #expect(settings.problems.isEmpty)
        #expect(settings.values.isEmpty)
    }
}
