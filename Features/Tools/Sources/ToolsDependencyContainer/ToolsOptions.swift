import FeatureKit
import Foundation

/// The Tools feature's command-line options, shown in `app --help`.
public struct ToolsOptions: FeatureOptions {
    public static let flagPrefixes = ["--content-", "--onboarding"]

    public static let commandLineOptions: [CommandLineOption] = [
        .value(
            "content-url", valueName: "url",
            help: "A GodTools content API server for tools (or $CONTENT_URL); default: the bundled content."),
        .value(
            "content-timeout", valueName: "seconds", help: "Seconds one request to the content server may take (default: 10)."),
        .flag(
            "onboarding",
            help:
                "Show GodTools' introduction the first time the dashboard opens in a script or piped run too (a terminal session always does)."
        ),
    ]

    public var contentUrl: String?
    public var contentTimeout: Double?

    /// Whether scripts and piped runs show the introduction too (a terminal session always does).
    public var onboarding = false

    /// Every default: the bundled content.
    public init() {}

    public init(values: CommandLineValues) throws(CommandLineError) {
        contentUrl = values.string("content-url")
        onboarding = values.isSet("onboarding")
        contentTimeout = try values.number(
            "content-timeout", orSay: "--content-timeout takes a number of seconds greater than 0.")
        if let url = contentUrl ?? ProcessInfo.processInfo.environment["CONTENT_URL"], ServiceEndpoint.url(from: url) == nil {
            throw CommandLineError("--content-url takes an http or https URL such as https://mobile-content-api.cru.org/.")
        }
        if let contentTimeout, !(contentTimeout > 0) {
            throw CommandLineError("--content-timeout takes a number of seconds greater than 0.")
        }
    }

    /// Where tools come from, given the process environment (`CONTENT_URL` is read when
    /// `--content-url` is not given) and the host's service environment (used when neither says).
    public func sourceConfiguration(
        processEnvironment: [String: String], services: ServiceEnvironment = .embedded
    ) -> ToolsSourceConfiguration {
        var configuration = ToolsSourceConfiguration()
        if let url = (contentUrl ?? processEnvironment["CONTENT_URL"]).flatMap(ServiceEndpoint.url(from:))
            ?? ToolsServiceAddress.url(in: services)
        {
            configuration.source = .remote(url)
        }
        if let contentTimeout { configuration.requestTimeout = .milliseconds(Int64(contentTimeout * 1000)) }
        return configuration
    }
}
