import Foundation
import StartBenchKit
import Testing

@Suite("hello-settings' config file")
struct SettingsBaselineConfigTests {
    @Test("Given the config text When read as JSON Then it sets exactly the keys it names, nested as the app's files are")
    func setsItsKeys() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(SettingsBaselineConfig.text.utf8)) as? [String: Any])

        #expect(Set(dottedKeys(of: object)) == Set(SettingsBaselineConfig.keys))
    }

    private func dottedKeys(of object: [String: Any], under prefix: String = "") -> [String] {
        object.flatMap { key, value in
            if let nested = value as? [String: Any] { return dottedKeys(of: nested, under: prefix + key + ".") }
            return [prefix + key]
        }
    }
}
