/// What a command line gave for the options it was read with: the values of each option
/// given, in order (the last one counts where one is taken), and the flags given.
public struct CommandLineValues: Sendable, Equatable {
    private let allValues: [String: [String]]
    private let flags: Set<String>

    init(values: [String: [String]], flags: Set<String>) {
        self.allValues = values
        self.flags = flags
    }

    /// No option given and no flag set: what an empty command line gives.
    public static let none = CommandLineValues(values: [:], flags: [])

    /// The value of option `name` (`content-url`), or nil when it was not given: the last one when given twice.
    public func string(_ name: String) -> String? {
        allValues[name]?.last
    }

    /// Every value of option `name` in the order given (`--toggle wishlist=off --toggle lessons=on`).
    public func strings(_ name: String) -> [String] {
        allValues[name] ?? []
    }

    /// Whether flag `name` was given.
    public func isSet(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The value of option `name` as a number; throws `message` when it is not one.
    public func number(_ name: String, orSay message: String) throws(CommandLineError) -> Double? {
        guard let text = string(name) else { return nil }
        guard let number = Double(text), number.isFinite else { throw CommandLineError(message) }
        return number
    }

    /// The value of option `name` as a whole number; throws `message` when it is not one.
    public func integer(_ name: String, orSay message: String) throws(CommandLineError) -> Int? {
        guard let text = string(name) else { return nil }
        guard let integer = Int(text) else { throw CommandLineError(message) }
        return integer
    }

    /// The same values with option `name` given `value` alone, or not given at all when `value`
    /// is nil: a feature's options read again with one of them changed (the debug screen's `source`).
    public func replacing(_ name: String, with value: String?) -> CommandLineValues {
        var values = allValues
        values[name] = value.map { [$0] }
        return CommandLineValues(values: values, flags: flags)
    }
}
