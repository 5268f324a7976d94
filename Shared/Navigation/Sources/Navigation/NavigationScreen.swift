/// A screen that can stand on a ``NavigationStack``.
@MainActor
public protocol NavigationScreen: AnyObject {}

/// How a screen came onto the stack.
public enum NavigationPresentation: Sendable, Equatable {
    /// Pushed: `back` pops it.
    case pushed
    /// Presented over the stack, such as a confirmation: `back` dismisses it.
    case presented
}

/// One screen on the stack, with the flow that put it there.
@MainActor
public struct NavigationEntry {
    public let screen: any NavigationScreen
    public let presentation: NavigationPresentation
    public let owner: ObjectIdentifier?
}
