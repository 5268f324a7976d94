/// A part of a feature that can be switched off without a rebuild — the wishlist, learn-to-share —
/// declared with the feature's registration. Off means gone: no command, no route, no home line
/// and no analytics for it; a route or link to it says it is not available.
public struct FeatureToggle: Sendable, Hashable {
    /// The toggle's name, lower camel case, unique in the app: `wishlist`; its setting is `toggles.wishlist`.
    public let name: String
    /// Whether it is on when nothing says otherwise.
    public let isOnByDefault: Bool
    /// What it hides when off, for the debug screen and the README: "`wish`, `wishlist` and its route".
    public let hides: String

    public init(_ name: String, onByDefault: Bool = true, hides: String) {
        self.name = name
        self.isOnByDefault = onByDefault
        self.hides = hides
    }

    /// The setting that sets it: `toggles.wishlist`.
    public var settingKey: String { "toggles.\(name)" }
}
