import Navigation
import Testing

@MainActor
@Suite("Given an empty navigation stack")
struct EmptyNavigationStackTests {
    @Test("When nothing was put on it Then it has no top and pop and dismiss refuse")
    func empty() {
        let stack = NavigationStack()
        #expect(stack.top == nil)
        #expect(stack.count == 0)
        #expect(stack.pop() == false)
        #expect(stack.dismiss() == false)
        #expect(stack.isPresenting == false)
    }

    @Test("When a root is set Then it is the only screen and on top")
    func setRoot() {
        let stack = NavigationStack()
        let home = TestScreen("home")
        stack.setRoot(home)
        #expect(stack.names == ["home"])
        #expect(stack.top === home)
    }
}

@MainActor
@Suite("Given a navigation stack with a root screen")
struct RootNavigationStackTests {
    let stack = NavigationStack()
    let home = TestScreen("home")

    init() {
        stack.setRoot(home)
    }

    @Test("When a screen is pushed Then it is on top of the root")
    func push() {
        let list = TestScreen("list")
        stack.push(list)
        #expect(stack.names == ["home", "list"])
        #expect(stack.top === list)
        #expect(stack.isPresenting == false)
    }

    @Test("When only the root is left and pop is asked Then pop refuses and the root stays")
    func popRefusesRoot() {
        #expect(stack.pop() == false)
        #expect(stack.names == ["home"])
    }

    @Test("When the top screen is popped Then the one below is on top")
    func pop() {
        stack.push(TestScreen("list"))
        stack.push(TestScreen("details"))
        #expect(stack.pop() == true)
        #expect(stack.names == ["home", "list"])
    }

    @Test("When popping to the root Then every screen above it is removed")
    func popToRoot() {
        stack.push(TestScreen("list"))
        stack.push(TestScreen("details"))
        stack.present(TestScreen("confirm"))
        stack.popToRoot()
        #expect(stack.names == ["home"])
        #expect(stack.top === home)
    }

    @Test("When a new root is set Then the old screens are gone")
    func replaceRoot() {
        stack.push(TestScreen("list"))
        stack.setRoot(TestScreen("other home"))
        #expect(stack.names == ["other home"])
    }
}

@MainActor
@Suite("Given a navigation stack with a presented screen")
struct PresentingNavigationStackTests {
    let stack = NavigationStack()

    init() {
        stack.setRoot(TestScreen("home"))
        stack.push(TestScreen("details"))
    }

    @Test("When a screen is presented Then it is on top and the stack is presenting")
    func present() {
        let confirm = TestScreen("confirm")
        stack.present(confirm)
        #expect(stack.top === confirm)
        #expect(stack.isPresenting == true)
        #expect(stack.entries.last?.presentation == .presented)
    }

    @Test("When the presented screen is dismissed Then the screen under it is on top again")
    func dismiss() {
        stack.present(TestScreen("confirm"))
        #expect(stack.dismiss() == true)
        #expect(stack.names == ["home", "details"])
        #expect(stack.isPresenting == false)
    }

    @Test("When dismiss is asked with a pushed screen on top Then it refuses and nothing changes")
    func dismissRefusesPushed() {
        #expect(stack.dismiss() == false)
        #expect(stack.names == ["home", "details"])
    }
}

@MainActor
@Suite("Given a navigation stack several screens deep")
struct PopToScreenTests {
    let stack = NavigationStack()
    let home = TestScreen("home")
    let list = TestScreen("list")

    init() {
        stack.setRoot(home)
        stack.push(list)
        stack.push(TestScreen("details"))
        stack.push(TestScreen("photo"))
    }

    @Test("When popping to a screen on the stack Then it is on top and those above it are gone")
    func popToScreen() {
        #expect(stack.pop(to: list) == true)
        #expect(stack.names == ["home", "list"])
        #expect(stack.top === list)
    }

    @Test("When popping to a screen not on the stack Then it refuses and nothing changes")
    func popToUnknownScreen() {
        #expect(stack.pop(to: TestScreen("elsewhere")) == false)
        #expect(stack.names == ["home", "list", "details", "photo"])
    }

    @Test("When the screen is on the stack twice Then the pop stops at its upper place")
    func popToRepeatedScreen() {
        stack.push(list)
        stack.push(TestScreen("more"))
        #expect(stack.pop(to: list) == true)
        #expect(stack.names == ["home", "list", "details", "photo", "list"])
    }
}

@MainActor
@Suite("Given screens put on the stack by different owners")
struct NavigationOwnershipTests {
    @Test("When asked about an owner Then only owners with a screen on the stack have screens")
    func ownership() {
        final class Owner {}
        let stack = NavigationStack()
        let first = Owner(), second = Owner()
        stack.setRoot(TestScreen("home"))
        stack.push(TestScreen("list"), owner: first)
        stack.present(TestScreen("confirm"), owner: second)

        #expect(stack.containsScreens(ownedBy: first))
        #expect(stack.containsScreens(ownedBy: second))

        stack.dismiss()

        #expect(stack.containsScreens(ownedBy: first))
        #expect(!stack.containsScreens(ownedBy: second))
    }
}
