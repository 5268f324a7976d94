import Navigation
import Testing

/// A flow that shows one named screen when started and records what happens to it.
@MainActor
final class TestFlow: Flow {
    let screenName: String?
    /// Whether the flow has work left without a screen (it is then never done by itself).
    var keepsWorkingWithoutScreens = false
    private(set) var startCount = 0
    private(set) var finishedChildren: [TestFlow] = []
    private(set) var stepsFromChildren: [ChildFlowStep] = []

    init(navigation: NavigationStack, showing screenName: String?) {
        self.screenName = screenName
        super.init(navigation: navigation)
    }

    override func start() {
        startCount += 1
        if let screenName { push(TestScreen(screenName)) }
    }

    override var isDone: Bool { !keepsWorkingWithoutScreens && super.isDone }

    override func handle(_ step: ChildFlowStep, from child: Flow) {
        stepsFromChildren.append(step)
        if step == .done, let child = child as? TestFlow { finishedChildren.append(child) }
        super.handle(step, from: child)
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

    @Test("When a child finishes Then the parent receives the explicit step done from it and forgets it")
    func childFinishes() {
        let child = TestFlow(navigation: navigation, showing: "list")
        let sibling = TestFlow(navigation: navigation, showing: "other")
        parent.startChild(child)
        parent.startChild(sibling)

        child.finish()

        #expect(parent.stepsFromChildren == [.done])
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

    @Test("When a child's screens are popped and the parent hears screens left Then only that child says it is done")
    func childWithoutScreensSaysDone() {
        let popped = TestFlow(navigation: navigation, showing: "list")
        let shown = TestFlow(navigation: navigation, showing: "details")
        parent.startChild(shown)
        parent.startChild(popped)

        navigation.pop()
        parent.screensDidLeave()

        #expect(parent.finishedChildren.map(\.screenName) == ["list"])
        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(shown)])
    }

    @Test("When a child and its own child lose their screens Then the grandchild says it is done first, then the child")
    func finishNestedChildren() {
        let child = TestFlow(navigation: navigation, showing: "list")
        let grandchild = TestFlow(navigation: navigation, showing: "details")
        parent.startChild(child)
        child.startChild(grandchild)

        navigation.popToRoot()
        parent.screensDidLeave()

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

        parent.screensDidLeave()

        #expect(child.children.count == 1)
        #expect(parent.children.count == 1)
        #expect(parent.finishedChildren.isEmpty)
    }

    @Test("When a child with work left loses its screens Then it does not say it is done and is kept")
    func childWithWorkLeftIsKept() {
        let child = TestFlow(navigation: navigation, showing: "download")
        child.keepsWorkingWithoutScreens = true
        parent.startChild(child)

        navigation.popToRoot()
        parent.screensDidLeave()

        #expect(parent.stepsFromChildren.isEmpty)
        #expect(parent.children.count == 1)
    }

    @Test("When the root flow hears screens left Then it does not finish, having no parent to tell")
    func rootDoesNotFinish() {
        let child = TestFlow(navigation: navigation, showing: "list")
        parent.startChild(child)
        navigation.popToRoot()

        parent.screensDidLeave()

        #expect(parent.parent == nil)
        #expect(parent.finishedChildren.map(\.screenName) == ["list"])
    }
}
