import Configuration

/// What a setting's value must be, checked in every source.
public enum SettingKind: Sendable, Hashable {
    /// Any text (a URL, a path, codes): checked further by whoever uses it.
    case text
    /// A number such as `3600` or `0.5` (seconds, mostly).
    case number
    /// A whole number.
    case integer
    /// On or off: `true`/`false` in a file, `true`, `false`, `on`, `off`, `yes`, `no`, `1`, `0` elsewhere.
    case onOff
    /// One of these words.
    case choice([String])

    /// What the value must be, in words, for a message: "takes a whole number".
    public var expectation: String {
        switch self {
        case .text: "takes text"
        case .number: "takes a number"
        case .integer: "takes a whole number"
        case .onOff: "takes true or false"
        case .choice(let words): "takes one of " + words.joined(separator: ", ")
        }
    }

    /// The type swift-configuration is asked for.
    var configType: ConfigType {
        switch self {
        case .text, .choice: .string
        case .number: .double
        case .integer: .int
        case .onOff: .bool
        }
    }
}
