import Foundation

/// What reading the settings costs at start: the median of the hello-world that also reads them
/// (`hello-settings`) minus the plain hello-world's, and that as a share of what the app's start
/// takes beyond the plain hello-world's.
public struct SettingsShare: Sendable, Equatable {
    /// hello-settings' median minus hello-foundation's, in milliseconds; below zero when the
    /// difference is lost in the noise.
    public let cost: Double
    /// The app's median minus hello-foundation's, in milliseconds.
    public let appAboveHello: Double

    public init(app: Double, hello: Double, helloSettings: Double) {
        cost = helloSettings - hello
        appAboveHello = app - hello
    }

    /// `cost` as a fraction of `appAboveHello`; nil when the app is not slower than hello.
    public var fraction: Double? {
        appAboveHello > 0 ? cost / appAboveHello : nil
    }

    /// "12 %": a whole percent, a point whatever the locale.
    public static func percent(_ fraction: Double) -> String {
        String(format: "%.0f %%", locale: Locale(identifier: "en_US_POSIX"), fraction * 100)
    }
}
