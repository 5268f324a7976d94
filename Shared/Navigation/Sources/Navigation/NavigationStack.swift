/// The screens a person has walked through, root first. Pushed screens are
/// popped; a presented screen (a confirmation) sits on top until dismissed.
@MainActor
public final class NavigationStack {
    public private(set) var entries: [NavigationEntry] = []

    public init() {}

    public var top: (any NavigationScreen)? { entries.last?.screen }
    public var screens: [any NavigationScreen] { entries.map(\.screen) }
    public var count: Int { entries.count }

    /// Whether a confirmation or other presented screen is on top.
    public var isPresenting: Bool { entries.last?.presentation == .presented }

    public func setRoot(_ screen: any NavigationScreen, owner: AnyObject? = nil) {
        entries = [NavigationEntry(screen: screen, presentation: .pushed, owner: owner.map(ObjectIdentifier.init))]
    }

    public func push(_ screen: any NavigationScreen, owner: AnyObject? = nil) {
        entries.append(NavigationEntry(screen: screen, presentation: .pushed, owner: owner.map(ObjectIdentifier.init)))
    }

    public func present(_ screen: any NavigationScreen, owner: AnyObject? = nil) {
        entries.append(NavigationEntry(screen: screen, presentation: .presented, owner: owner.map(ObjectIdentifier.init)))
    }

    /// Removes the top screen unless it is the root. Returns whether it did.
    @discardableResult
    public func pop() -> Bool {
        guard entries.count > 1 else { return false }
        entries.removeLast()
        return true
    }

    /// Removes a presented screen from the top. Returns whether there was one.
    @discardableResult
    public func dismiss() -> Bool {
        guard isPresenting, entries.count > 1 else { return false }
        entries.removeLast()
        return true
    }

    /// Removes every screen above the root.
    public func popToRoot() {
        entries = Array(entries.prefix(1))
    }

    /// Pops until `screen` is on top. Returns false, changing nothing, when it is not on the stack.
    @discardableResult
    public func pop(to screen: any NavigationScreen) -> Bool {
        guard let index = entries.lastIndex(where: { $0.screen === screen }) else { return false }
        entries = Array(entries.prefix(through: index))
        return true
    }

    /// Whether any screen on the stack was put there by `owner`.
    public func containsScreens(ownedBy owner: AnyObject) -> Bool {
        let id = ObjectIdentifier(owner)
        return entries.contains { $0.owner == id }
    }
}
