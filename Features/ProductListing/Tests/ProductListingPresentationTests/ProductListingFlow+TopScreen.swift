import ProductListingDependencyContainer
import ReplKit

extension ProductListingFlow {
    /// The screen on top of the flow's stack, appeared as the REPL would show it.
    func appearedTop() async -> (any ReplScreen)? {
        let screen = navigation.top as? any ReplScreen
        await screen?.appear()
        return screen
    }
}
