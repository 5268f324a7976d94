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
}
