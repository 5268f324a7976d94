import Navigation
import Testing

/// A flow that shows one named screen when started and records what happens to it.
@MainActor
final class TestFlow: Flow {
    let screenName: String?
    private(set) var startCount = 0
    private(set) var finishedChildren: [TestFlow] = []

    init(navigation: NavigationStack, showing screenName: String?) {
        self.screenName = screenName
        super.init(navigation: navigation)
    }

    override func start() {
        startCount += 1
        if let screenName { push(TestScreen(screenName)) }
    }

    override func childDidFinish(_ child: Flow) {
        if let child = child as? TestFlow { finishedChildren.append(child) }
        super.childDidFinish(child)
    }
}

@MainActor
@Suite("Given a parent flow on a navigation stack")
struct FlowTests {
    let navigation = NavigationStack()
    let parent: TestFlow

    init() {
        navigation.setRoot(TestScreen("home"))
        parent = TestFlow(navigation: navigation, showing: nil)
    }

    @Test("When a child is started Then it is started once, knows its parent and shows its screen")
    func startChild() {
        let child = TestFlow(navigation: navigation, showing: "list")
        parent.startChild(child)

        #expect(child.startCount == 1)
        #expect(child.parent === parent)
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
        #expect(navigation.names == ["home", "list"])
        #expect(navigation.containsScreens(ownedBy: child))
    }

    @Test("When a child finishes Then the parent hears of it and forgets it")
    func childFinishes() {
        let child = TestFlow(navigation: navigation, showing: "list")
        let sibling = TestFlow(navigation: navigation, showing: "other")
        parent.startChild(child)
        parent.startChild(sibling)

        child.finish()

        #expect(parent.finishedChildren.map(\.screenName) == ["list"])
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(sibling)])
    }

    @Test("When a flow without a parent finishes Then nothing happens to anyone")
    func rootFinishes() {
        let child = TestFlow(navigation: navigation, showing: "list")
        parent.startChild(child)

        parent.finish()

        #expect(parent.children.count == 1)
    }

    @Test("When a child's screens are popped Then finishing children without screens finishes only that child")
    func finishChildrenWithoutScreens() {
        let popped = TestFlow(navigation: navigation, showing: "list")
        let shown = TestFlow(navigation: navigation, showing: "details")
        parent.startChild(shown)
        parent.startChild(popped)

        navigation.pop()
        parent.finishChildrenWithoutScreens()

        #expect(parent.finishedChildren.map(\.screenName) == ["list"])
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(shown)])
    }

    @Test("When a child and its own child lose their screens Then the grandchild finishes first, then the child")
    func finishNestedChildren() {
        let child = TestFlow(navigation: navigation, showing: "list")
        let grandchild = TestFlow(navigation: navigation, showing: "details")
        parent.startChild(child)
        child.startChild(grandchild)

        navigation.popToRoot()
        parent.finishChildrenWithoutScreens()

        #expect(child.finishedChildren.map(\.screenName) == ["details"])
        #expect(child.children.isEmpty)
        #expect(parent.finishedChildren.map(\.screenName) == ["list"])
        #expect(parent.children.isEmpty)
    }

    @Test("When a child has no screen of its own but its child still has one Then both are kept")
    func keepsChildWithLivingGrandchild() {
        let child = TestFlow(navigation: navigation, showing: nil)
        let grandchild = TestFlow(navigation: navigation, showing: "details")
        parent.startChild(child)
        child.startChild(grandchild)

        parent.finishChildrenWithoutScreens()

        #expect(child.children.count == 1)
        #expect(parent.children.count == 1)
        #expect(parent.finishedChildren.isEmpty)
    }
}
