import FeatureKit
import Foundation

/// What a feature's own Demo says when it is asked for a server: its package links no HTTP
/// client (so that it builds in about a minute), and `Tools/LiveDemos` runs the same
/// feature with the live transport.
public enum LiveSourceRefusal {
    /// The error `DemoName` gives when its options (or their environment variables) name
    /// a server, pointing at the live demo of `package`'s feature.
    public static func error(demo: String, liveDemo: String, urlOption: String) -> CommandLineError {
        CommandLineError(
            "\(demo) runs on bundled data and fakes: its package links no HTTP client. "
                + "To run it against a server: swift run --package-path Tools/LiveDemos \(liveDemo) \(urlOption) URL"
        )
    }
}

extension FeatureDemoCommandLine {
    /// The check of a feature's own Demo, whose package links no HTTP client: when
    /// `namesServer` says the options (or their environment variables) point at a server,
    /// the Demo names its live demo (`ToolsDemo` → `ToolsLiveDemo`) and `urlOption`.
    public func refusingServers(
        urlOption: String, namesServer: @escaping (Options) -> Bool
    ) -> (FeatureDemoOptions, Options) -> CommandLineError? {
        let demo = name
        return { _, options in
            namesServer(options)
                ? LiveSourceRefusal.error(
                    demo: demo, liveDemo: demo.replacingOccurrences(of: "Demo", with: "LiveDemo"), urlOption: urlOption)
                : nil
        }
    }

    /// The check of a live demo, which runs on a server only: `--fake` is the feature's own
    /// Demo's business (`ToolsLiveDemo` → `ToolsDemo` in `Features/Tools`).
    public func refusingFakes(featurePackage: String) -> (FeatureDemoOptions, Options) -> CommandLineError? {
        let ownDemo = name.replacingOccurrences(of: "LiveDemo", with: "Demo")
        return { demo, _ in
            demo.fake
                ? CommandLineError(
                    "--fake uses no server: run the feature's own Demo (swift run --package-path Features/\(featurePackage) \(ownDemo) --fake)."
                )
                : nil
        }
    }
}
