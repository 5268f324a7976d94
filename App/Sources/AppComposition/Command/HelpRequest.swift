/// Whether a command line asks for the help text (`-h`, `--help`, or ArgumentParser's
/// help dump), so that what only the help shows is built only then.
enum HelpRequest {
    static let flags: Set<String> = ["-h", "--help", "--experimental-dump-help"]

    /// `arguments` as `CommandLine.arguments` holds them, the program's path first.
    static func isAsked(in arguments: [String]) -> Bool {
        arguments.dropFirst().contains { flags.contains($0) }
    }
}
