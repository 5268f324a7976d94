/// A word that says on or off, as `--toggle`, a flag's value from a setting and the debug
/// screen's `toggle` take it: `on`, `true`, `yes`, `1` and `off`, `false`, `no`, `0`, in any case.
enum OnOffWord {
    static func isOn(_ word: String) -> Bool? {
        switch word.lowercased() {
        case "on", "true", "yes", "1": true
        case "off", "false", "no", "0": false
        default: nil
        }
    }
}
