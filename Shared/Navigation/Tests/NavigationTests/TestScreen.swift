import Navigation

/// A screen that is only a name, to see what the stack holds.
@MainActor
final class TestScreen: NavigationScreen {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

@MainActor
extension NavigationStack {
    /// The names of the test screens on the stack, root first.
    var names: [String] {
        screens.map { ($0 as? TestScreen)?.name ?? "?" }
    }
}
