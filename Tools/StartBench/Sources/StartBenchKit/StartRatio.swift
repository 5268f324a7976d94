import Foundation

/// How many times longer the app takes to start and quit than the Foundation
/// hello-world, and whether that meets the goal.
public struct StartRatio: Sendable, Equatable {
    /// The goal: the app's median at most this many times the hello-world's.
    public static let goal = 2.0

    public let value: Double

    /// `app` divided by `hello`; nil when `hello` is not above zero.
    public init?(app: Double, hello: Double) {
        guard hello > 0, app >= 0 else { return nil }
        value = app / hello
    }

    public var meetsGoal: Bool { value <= Self.goal }

    /// "1.84×": two decimals, a point whatever the locale.
    public var text: String { Self.text(value) }

    static func text(_ ratio: Double) -> String {
        String(format: "%.2f×", locale: Locale(identifier: "en_US_POSIX"), ratio)
    }
}
