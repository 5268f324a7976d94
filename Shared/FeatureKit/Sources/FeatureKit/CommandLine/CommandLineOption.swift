/// One long option a command line takes: `--name <value>` (or `--name=value`), or a flag
/// `--name`. Options are declared as values, read without reflection: a feature's options
/// cost the app's start nothing beyond the words given.
public struct CommandLineOption: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Takes one value, shown in help as `<valueName>`; given twice, the last one counts.
        case value(valueName: String)
        /// Takes no value: given or not.
        case flag
    }

    /// The long name without its dashes: `content-url`.
    public let name: String
    public let kind: Kind
    /// One sentence for the help.
    public let help: String

    public init(name: String, kind: Kind, help: String) {
        self.name = name
        self.kind = kind
        self.help = help
    }

    /// An option that takes a value.
    public static func value(_ name: String, valueName: String, help: String) -> CommandLineOption {
        CommandLineOption(name: name, kind: .value(valueName: valueName), help: help)
    }

    /// A flag.
    public static func flag(_ name: String, help: String) -> CommandLineOption {
        CommandLineOption(name: name, kind: .flag, help: help)
    }

    /// `--content-url`.
    public var spelling: String { "--\(name)" }

    /// `--content-url <url>`, or `--strict` for a flag: as help and messages show it.
    public var synopsis: String {
        switch kind {
        case .value(let valueName): "\(spelling) <\(valueName)>"
        case .flag: spelling
        }
    }
}
