import ArgumentParser

/// A feature's command-line options: an argument-parser option group whose
/// long names all start with one of ``flagPrefixes`` (`--contacts-url`,
/// `--contacts-nat` …), so the app can hand each feature the words that are its own.
public protocol FeatureOptions: ParsableArguments, Sendable {
    /// The beginnings of the feature's long option names, such as `--contacts-`.
    static var flagPrefixes: [String] { get }
}

/// The options of a feature that has none.
public struct NoFeatureOptions: FeatureOptions {
    public static let flagPrefixes: [String] = []

    public init() {}
}
