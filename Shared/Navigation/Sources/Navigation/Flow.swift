/// A coordinator of one part of the app: it receives flow steps, decides where
/// to go, and puts screens on the shared ``NavigationStack``. A flow may start
/// child flows; a child reports its completion to its parent.
@MainActor
open class Flow {
    public let navigation: NavigationStack
    public private(set) weak var parent: Flow?
    public private(set) var children: [Flow] = []

    public init(navigation: NavigationStack) {
        self.navigation = navigation
    }

    /// Shows the flow's first screen. Subclasses override.
    open func start() {}

    /// Adds `child` under this flow and starts it.
    public func startChild(_ child: Flow) {
        child.parent = self
        children.append(child)
        child.start()
    }

    /// Tells the parent this flow is done.
    public func finish() {
        parent?.childDidFinish(self)
    }

    /// Called when a child finishes. The default forgets the child.
    open func childDidFinish(_ child: Flow) {
        children.removeAll { $0 === child }
    }

    /// Finishes every child (and their children) that no longer has a screen on the stack.
    public func finishChildrenWithoutScreens() {
        for child in children {
            child.finishChildrenWithoutScreens()
            if !navigation.containsScreens(ownedBy: child) && child.children.isEmpty {
                child.finish()
            }
        }
    }

    /// Asks the flows above to take the person to `destination`, which may belong
    /// to another feature. The root flow (the app's, or a feature demo's) decides.
    public func request(_ destination: AppDestination) {
        parent?.handle(destination)
    }

    /// Called when a child asks to go to `destination`. The default passes it up;
    /// the root flow overrides it.
    open func handle(_ destination: AppDestination) {
        parent?.handle(destination)
    }

    /// Pushes a screen owned by this flow.
    public func push(_ screen: any NavigationScreen) {
        navigation.push(screen, owner: self)
    }

    /// Presents a screen, such as a confirmation, owned by this flow.
    public func present(_ screen: any NavigationScreen) {
        navigation.present(screen, owner: self)
    }
}
