import AppSettings
import FeatureKit

/// A setting and the flag that sets it on the command line: how a value from the environment or
/// a config file becomes the words the app's one parser reads, checked as typed ones are.
struct SettingFlag: Sendable {
    let key: SettingKey
    let option: CommandLineOption

    /// The words `text` stands for: `--contacts-url URL`; for a flag, itself when on, nothing when off.
    func words(for text: String) -> [String] {
        switch option.kind {
        case .value: [option.spelling, text]
        case .flag: OnOffWord.isOn(text) == true ? [option.spelling] : []
        }
    }

    /// The text a command line gave this setting, if it gave one: a value, or `true` for a flag.
    func text(in values: CommandLineValues) -> String? {
        switch option.kind {
        case .value: values.string(option.name)
        case .flag: values.isSet(option.name) ? "true" : nil
        }
    }
}
