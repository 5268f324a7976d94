/// Reads long options from a command line's words.
///
/// `--name value` and `--name=value` give an option its value (the word after it is its
/// value unless it starts with `--`, so `--script -` reads standard input); a flag takes
/// no value. Unknown options and other words are refused by name, or kept for the caller
/// (the app hands each feature its own words).
public enum CommandLineParser {
    /// The values `arguments` give for `options`. With `keepingUnclaimed`, a word that is
    /// none of the options (and the value that follows an unknown `--option`, when not
    /// itself an option) is kept in ``CommandLineValues/unclaimed`` instead of refused.
    public static func parse(
        _ arguments: [String], options: [CommandLineOption], keepingUnclaimed: Bool = false
    ) throws(CommandLineError) -> CommandLineValues {
        let byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var unclaimed: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            guard word.hasPrefix("--"), word.count > 2 else {
                guard keepingUnclaimed else { throw CommandLineError("Unexpected argument '\(word)'.") }
                unclaimed.append(word)
                continue
            }
            let (name, inlineValue) = split(word)
            guard let option = byName[name] else {
                guard keepingUnclaimed else { throw CommandLineError("Unknown option '--\(name)'.") }
                unclaimed.append(word)
                continue
            }
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw CommandLineError("\(option.spelling) takes no value.") }
                flags.insert(name)
            case .value:
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw CommandLineError("Missing value for '\(option.synopsis)'.")
                }
            }
        }
        return CommandLineValues(values: values, flags: flags, unclaimed: unclaimed)
    }

    /// `--name=value` as (`name`, `value`); `--name` as (`name`, nil).
    private static func split(_ word: String) -> (name: String, value: String?) {
        let body = word.dropFirst(2)
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }
}
