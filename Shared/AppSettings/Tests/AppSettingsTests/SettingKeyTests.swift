import AppSettings
import Testing

@Suite("A setting's key")
struct SettingKeyTests {
    @Test("Given a key in lower camel case When its variable is asked Then it is APP_ and its words in capitals")
    func environmentVariable() {
        #expect(SettingKey("contacts.cacheMaxAge", kind: .number).environmentVariable == "APP_CONTACTS_CACHE_MAX_AGE")
        #expect(SettingKey("log.level", kind: .text).environmentVariable == "APP_LOG_LEVEL")
        #expect(SettingKey("toggles.learnToShare", kind: .onOff).environmentVariable == "APP_TOGGLES_LEARN_TO_SHARE")
    }

    @Test("Given a dotted key When its parts are asked Then they are the words between the dots")
    func components() {
        #expect(SettingKey("products.cacheMaxAge", kind: .number).components == ["products", "cacheMaxAge"])
    }
}
