import AppSettings
import FeatureKit
import Foundation
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

    /// What `arguments` ask for once the settings are read: each setting the command line leaves
    /// unset taken from the environment or a config file (see ``AppSettingsReading``); a mistake in
    /// those is said on standard error and the app starts without it.
    public static func read(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment)
        async -> Reading
    {
        if arguments.contains("-h") || arguments.contains("--help") || arguments.contains("--version") {
            return readAsTyped(arguments)
        }
        var reading = await AppSettingsReading.read(arguments: arguments, environment: environment)
        let warnings = SettingsWarnings()
        warnings.say(reading.settings)
        while true {
            do throws(CommandLineError) {
                var command = try AppCommand.parse(reading.words)
                command.settings = reading.settings
                return .run(command)
            } catch {
                guard let flag = reading.settingsByFlag.keys.first(where: { error.message.contains($0) }),
                    let setting = reading.settingsByFlag[flag]
                else { return readAsTyped(arguments) }
                warnings.sayRefused(setting, because: error.message)
                reading = reading.leavingOut(flag)
            }
        }
    }

    /// What `arguments` ask for, read as typed: no environment variable or config file consulted.
    public static func readAsTyped(_ arguments: [String]) -> Reading {
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
