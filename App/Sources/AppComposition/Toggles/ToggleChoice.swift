import FeatureKit

/// One `--toggle NAME=on|off` from the command line, checked against the toggles the registered
/// features declare.
struct ToggleChoice: Sendable, Equatable {
    let name: String
    let isOn: Bool

    init(name: String, isOn: Bool) {
        self.name = name
        self.isOn = isOn
    }

    /// `text` (`wishlist=off`) read; throws the sentence that says what it takes.
    init(_ text: String, declared: [FeatureToggle]) throws(CommandLineError) {
        let names = declared.map(\.name)
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let isOn = OnOffWord.isOn(parts[1]) else {
            throw CommandLineError("--toggle takes NAME=on or NAME=off, such as wishlist=off (not \(text)).")
        }
        guard names.contains(parts[0]) else {
            throw CommandLineError("--toggle: there is no toggle \(parts[0]); there are \(names.joined(separator: ", ")).")
        }
        self.init(name: parts[0], isOn: isOn)
    }
}
