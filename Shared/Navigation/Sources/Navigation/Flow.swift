/// A coordinator of one part of the app: it receives flow steps, decides where
/// to go, and puts screens on the shared ``NavigationStack``. A flow may start
/// child flows; a child that is done says so to its parent with ``ChildFlowStep/done``.
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

    /// Tells the parent, with the explicit step ``ChildFlowStep/done``, that this flow is done.
    public func finish() {
        parent?.handle(.done, from: self)
    }

    /// A step `child` sent. On ``ChildFlowStep/done`` the default forgets the child; a flow
    /// that has more to do when a child is done overrides it (and calls `super`).
    open func handle(_ step: ChildFlowStep, from child: Flow) {
        switch step {
        case .done: children.removeAll { $0 === child }
        }
    }

    /// Whether this flow is done: none of its screens is on the stack and it has no child left.
    /// A flow with more to do without a screen of its own overrides it.
    open var isDone: Bool {
        !navigation.containsScreens(ownedBy: self) && children.isEmpty
    }

    /// Tells this flow that screens left the stack (`back`, `home`, a flow started from home):
    /// its children hear it first, deepest first; then, as a child, it finishes if it is done.
    /// The root flow calls it after every change that removes screens.
    public func screensDidLeave() {
        for child in children {
            child.screensDidLeave()
        }
        if parent != nil, isDone {
            finish()
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
