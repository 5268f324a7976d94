import FeatureKit
import Foundation
import Networking
import SystemKit

/// Reads a feature Demo's command line: the Demo's own options (``FeatureDemoOptions``) and
/// the feature's, `-h`/`--help`, and a check of the two together. Help goes to standard
/// output (exit 0); a wrong word or value to standard error with the usage (exit 64).
public struct FeatureDemoCommandLine<Options: FeatureOptions> {
    /// What the command line asks for.
    public enum Reading {
        /// Run the Demo with these options.
        case run(FeatureDemoOptions, Options)
        /// End at once with this status: help was shown, or the line was refused.
        case exit(Int32)
    }

    /// The executable's name (`ToolsDemo`) and one sentence on what it runs.
    public let name: String
    public let abstract: String

    public init(name: String, abstract: String) {
        self.name = name
        self.abstract = abstract
    }

    /// Reads `arguments` (without the program's name). `check` says what is wrong with the
    /// options together, if anything (a server asked of a Demo that links no HTTP client).
    public func read(
        _ arguments: [String], check: (FeatureDemoOptions, Options) -> CommandLineError? = { _, _ in nil }
    ) -> Reading {
        if arguments.contains("-h") || arguments.contains("--help") {
            DescriptorWriter.standardOutput.write(help())
            return .exit(0)
        }
        do throws(CommandLineError) {
            let values = try CommandLineParser.parse(
                arguments, options: FeatureDemoOptions.commandLineOptions + Options.commandLineOptions)
            let demo = try FeatureDemoOptions(values: values)
            let options = try Options(values: values)
            if let problem = check(demo, options) { throw problem }
            return .run(demo, options)
        } catch {
            DescriptorWriter.standardError.write(
                "Error: \(error.message)\nUsage: \(name) [options]\n  See '\(name) --help' for more information.\n")
            return .exit(ProcessExitStatus.usage)
        }
    }

    /// The overview, the usage and every option, the feature's after the Demo's.
    public func help() -> String {
        let options =
            FeatureDemoOptions.commandLineOptions + Options.commandLineOptions
            + [.flag("help", help: "Show help information.")]
        return
            (["OVERVIEW: \(abstract)", "", "USAGE: \(name) [options]", "", "OPTIONS:"]
            + CommandLineHelp.lines(for: options) + [""]).joined(separator: "\n")
    }
}

extension FeatureDemo {
    /// A Demo's whole life: reads the command line (`check` says what is wrong with the
    /// options together), builds the feature with `factory`, runs the session, and ends the
    /// process with its status.
    public static func main<Options: FeatureOptions>(
        _ commandLine: FeatureDemoCommandLine<Options>,
        check: (FeatureDemoOptions, Options) -> CommandLineError? = { _, _ in nil },
        httpTransport: any HTTPTransport = UnavailableHTTPTransport(),
        factory: (FeatureDemoOptions, Options) -> FeatureFactory
    ) async -> Never {
        switch commandLine.read(Array(CommandLine.arguments.dropFirst()), check: check) {
        case .exit(let status):
            exit(status)
        case .run(let demo, let options):
            exit(await run(factory(demo, options), options: demo, httpTransport: httpTransport))
        }
    }
}

extension FeatureDemo {
    /// A live demo's whole life (`Tools/LiveDemos`): `Feature` with its own options, against
    /// the server they name, through `httpTransport`; `--fake` is refused, naming the feature's
    /// own Demo in `Features/<featurePackage>`.
    public static func liveMain<Feature: FeatureRegistration>(
        _ feature: Feature.Type, name: String, abstract: String, featurePackage: String, httpTransport: any HTTPTransport
    ) async -> Never {
        let commandLine = FeatureDemoCommandLine<Feature.Options>(name: name, abstract: abstract)
        await main(commandLine, check: commandLine.refusingFakes(featurePackage: featurePackage), httpTransport: httpTransport) {
            _, options in
            FeatureFactory.of(feature, options: options)
        }
    }
}
