/// What a command line gave for the options it was read with: the last value of each
/// option given and the flags given.
public struct CommandLineValues: Sendable, Equatable {
    private let values: [String: String]
    private let flags: Set<String>

    init(values: [String: String], flags: Set<String>) {
        self.values = values
        self.flags = flags
    }

    /// The value of option `name` (`content-url`), or nil when it was not given.
    public func string(_ name: String) -> String? {
        values[name]
    }

    /// Whether flag `name` was given.
    public func isSet(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The value of option `name` as a number; throws `message` when it is not one.
    public func number(_ name: String, orSay message: String) throws(CommandLineError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let number = Double(text), number.isFinite else { throw CommandLineError(message) }
        return number
    }

    /// The value of option `name` as a whole number; throws `message` when it is not one.
    public func integer(_ name: String, orSay message: String) throws(CommandLineError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let integer = Int(text) else { throw CommandLineError(message) }
        return integer
    }
}
