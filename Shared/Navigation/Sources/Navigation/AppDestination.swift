/// A place in the app a person can be taken to by name: a feature's home
/// (`contacts`), a screen that works from anywhere (`bag`, `favorites`), or a
/// screen one feature hands over to another (`tool-downloads`).
///
/// Features never import each other, so they name what lies outside them with
/// a destination; the app's root flow finds the feature that provides it.
public struct AppDestination: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}
