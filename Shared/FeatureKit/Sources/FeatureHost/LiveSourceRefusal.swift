import ArgumentParser

/// What a feature's own Demo says when it is asked for a server: its package links no HTTP
/// client (so that it builds in about a minute), and `Tools/LiveDemos` runs the same
/// feature with the live transport.
public enum LiveSourceRefusal {
    /// The error `DemoName` throws when its options (or their environment variables) name
    /// a server, pointing at the live demo of `package`'s feature.
    public static func error(demo: String, liveDemo: String, urlOption: String) -> ValidationError {
        ValidationError(
            "\(demo) runs on bundled data and fakes: its package links no HTTP client. "
                + "To run it against a server: swift run --package-path Tools/LiveDemos \(liveDemo) \(urlOption) URL"
        )
    }
}
