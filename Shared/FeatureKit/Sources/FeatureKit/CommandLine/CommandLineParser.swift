/// Reads long options from a command line's words.
///
/// `--name value` and `--name=value` give an option its value (the word after it is its
/// value unless it starts with `--`, so `--script -` reads standard input); a flag takes
/// no value. Unknown options and other words are refused by name. The app reads its own
/// options and every feature's in one pass; each feature then takes its values by name.
public enum CommandLineParser {
    /// The values `arguments` give for `options`.
    public static func parse(_ arguments: [String], options: [CommandLineOption]) throws(CommandLineError) -> CommandLineValues {
        let byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            guard word.hasPrefix("--"), word.count > 2 else { throw CommandLineError("Unexpected argument '\(word)'.") }
            let (name, inlineValue) = split(word)
            guard let option = byName[name] else { throw CommandLineError("Unknown option '--\(name)'.") }
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw CommandLineError("\(option.spelling) takes no value.") }
                flags.insert(name)
            case .value:
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else if index < arguments.endIndex, !arguments[index].hasPrefix("--") {
                    values[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw CommandLineError("Missing value for '\(option.synopsis)'.")
                }
            }
        }
        return CommandLineValues(values: values, flags: flags)
    }

    /// `--name=value` as (`name`, `value`); `--name` as (`name`, nil).
    private static func split(_ word: String) -> (name: String, value: String?) {
        let body = word.dropFirst(2)
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }
}
