import Logging

/// The deployment environments the app can run against. Each one selects the
/// default log level and, for features with a backend, the default URLs.
public enum AppEnvironment: String, CaseIterable, Sendable {
    case dev
    case qc
    case prod

    /// The log level used when `--log-level` is not given.
    public var defaultLogLevel: Logger.Level {
        switch self {
        case .dev: return .debug
        case .qc: return .info
        case .prod: return .warning
        }
    }
}
