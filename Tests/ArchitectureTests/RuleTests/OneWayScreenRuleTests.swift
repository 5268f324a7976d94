import Testing

@Suite("Given fixture packages When the one-way screen rule is evaluated")
struct OneWayScreenRuleTests {
    @Test("Given a View that sets a closure and a value on its ViewModel When checked Then both lines are reported")
    func writesAreReported() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write(
                """
                final class AlphaListView {
                    init() {
                        viewModel.onTapped = { print("tapped") }
                        if viewModel.count == 2 { return }
                        viewModel.state.count += 1
                    }
                }
                """,
                to: "Features/Alpha/Sources/AlphaPresentation/AlphaListView.swift"
            )
            return try fixture.rules().oneWayScreenViolations
        }

        #expect(
            violations == [
                "Features/Alpha/Sources/AlphaPresentation/AlphaListView.swift:3: AlphaPresentation sets something on its "
                    + "ViewModel; a View only reads the ViewModel's state and calls its inputs",
                "Features/Alpha/Sources/AlphaPresentation/AlphaListView.swift:5: AlphaPresentation sets something on its "
                    + "ViewModel; a View only reads the ViewModel's state and calls its inputs",
            ])
    }

    @Test(
        "Given a View that only reads, compares and calls its ViewModel, and a comment and a string naming a write When checked Then nothing is reported"
    )
    func readsAreAllowed() throws {
        let violations = try FixtureRepository.withWellFormed { fixture in
            try fixture.write(
                """
                final class AlphaListView {
                    func render() -> [String] {
                        // viewModel.onTapped = nil would be a write
                        let text = "viewModel.count = 1"
                        viewModel.searchTextChanged(text)
                        return viewModel.count == 1 ? [text] : []
                    }
                }
                """,
                to: "Features/Alpha/Sources/AlphaPresentation/AlphaListView.swift"
            )
            return try fixture.rules().oneWayScreenViolations
        }

        #expect(violations.isEmpty)
    }
}
