import FeatureKit
import SystemKit

/// The `app` process's command line, first thing: help and the version on standard output
/// (exit 0), a wrong word or value on standard error with the usage (exit 64), else the
/// session with the options read.
public enum AppCommandLine {
    /// What `arguments` (without the program's name) ask for.
    public enum Reading: Sendable {
        case run(AppCommand)
        /// End at once with this status, after what was written.
        case exit(Int32)
    }

    public static func read(_ arguments: [String]) -> Reading {
        if arguments.contains("-h") || arguments.contains("--help") {
            DescriptorWriter.standardOutput.write(help(listingFeatureOptions: true))
            return .exit(0)
        }
        if arguments.contains("--version") {
            DescriptorWriter.standardOutput.write(AppVersion.current + "\n")
            return .exit(0)
        }
        do throws(CommandLineError) {
            return .run(try AppCommand.parse(arguments))
        } catch {
            DescriptorWriter.standardError.write(
                "Error: \(error.message)\nUsage: \(AppCommand.name) [options]\n"
                    + "  See '\(AppCommand.name) --help' for more information.\n")
            return .exit(ProcessExitStatus.usage)
        }
    }

    /// The overview, the usage, the app's options, then each feature's under its name.
    static func help(listingFeatureOptions: Bool) -> String {
        ([
            "OVERVIEW: \(AppCommand.abstract)", "", AppCommand.discussion, "", "USAGE: \(AppCommand.name) [options]", "",
            "OPTIONS:",
        ]
            + CommandLineHelp.lines(for: AppCommand.commandLineOptions)).joined(separator: "\n")
            + (listingFeatureOptions ? FeatureCommandLine.optionsHelp() : "") + "\n"
    }
}
