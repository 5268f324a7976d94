/// A feature's command-line options: long options whose names all start with one of
/// ``flagPrefixes`` (`--contacts-url`, `--contacts-nat` …), so no two features' options meet
/// (the app's tests check it). They are declared as values (``commandLineOptions``) and read
/// by ``CommandLineParser`` with the app's own, with no reflection: reading them is nothing
/// at the app's start.
public protocol FeatureOptions: Sendable {
    /// The beginnings of the feature's long option names, such as `--contacts-`.
    static var flagPrefixes: [String] { get }

    /// Every option, in the order help lists them.
    static var commandLineOptions: [CommandLineOption] { get }

    /// The options from what a command line gave, checked: throws the message that says
    /// what is wrong with a value (or with its environment variable).
    init(values: CommandLineValues) throws(CommandLineError)
}

extension FeatureOptions {
    /// The options from a feature's own words (`["--content-url", "http://…"]`).
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> Self {
        try Self(values: CommandLineParser.parse(arguments, options: commandLineOptions))
    }
}

/// The options of a feature that has none.
public struct NoFeatureOptions: FeatureOptions {
    public static let flagPrefixes: [String] = []
    public static let commandLineOptions: [CommandLineOption] = []

    public init() {}

    public init(values: CommandLineValues) {}
}
