import LanguagesData
import Testing

@Suite("System locale settings")
struct SystemLocaleSettingsTests {
    @Test("Given LC_ALL, LC_MESSAGES and LANG When the messages locale is read Then LC_ALL is used")
    func lcAllFirst() {
        let settings = SystemLocaleSettings(environment: ["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE", "LANG": "es_ES"])
        #expect(settings.getMessagesLocaleIdentifier() == "fr_FR.UTF-8")
    }

    @Test("Given an empty LC_ALL and LC_MESSAGES set When the messages locale is read Then LC_MESSAGES is used")
    func emptyValuesSkipped() {
        let settings = SystemLocaleSettings(environment: ["LC_ALL": "", "LC_MESSAGES": "de_DE", "LANG": "es_ES"])
        #expect(settings.getMessagesLocaleIdentifier() == "de_DE")
    }

    @Test("Given no locale variables When the messages locale is read Then there is none")
    func none() {
        #expect(SystemLocaleSettings(environment: ["HOME": "/root"]).getMessagesLocaleIdentifier() == nil)
    }

    @Test("Given LC_ALL that is no locale name and LANG set When the messages locale is read Then LC_ALL is skipped for LANG")
    func illFormedSkipped() {
        let settings = SystemLocaleSettings(environment: ["LC_ALL": "abcdefghijkl", "LANG": "es_ES.UTF-8"])
        #expect(settings.getMessagesLocaleIdentifier() == "es_ES.UTF-8")
    }

    @Test("Given only a path in LANG When the messages locale is read Then there is none, so the app is in English")
    func pathRefused() {
        #expect(SystemLocaleSettings(environment: ["LANG": "/etc/passwd"]).getMessagesLocaleIdentifier() == nil)
    }
}
