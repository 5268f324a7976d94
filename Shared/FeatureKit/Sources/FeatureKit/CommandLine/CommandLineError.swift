/// A command line that cannot be used, said in one sentence a person can act on
/// (`Unknown option '--contnt-url'.`, `--content-timeout takes a number of seconds greater than 0.`).
public struct CommandLineError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
