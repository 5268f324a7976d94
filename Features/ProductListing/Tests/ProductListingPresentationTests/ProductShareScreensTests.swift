import ProductListingPresentation
import ProductListingTesting
import ReplKit
import TestSupport
import Testing

@Suite("Sharing a product")
@MainActor
struct ProductShareScreensTests {
    private let link = "https://mock-server-rose.vercel.app/product/TEE?colour=black"

    @Test("Given TEE shown in Black in a script When share is typed Then only the link is printed")
    func scriptPrintsOnlyTheLink() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let view = await harness.detailsView(styleNumber: "TEE")
        _ = await harness.run("colour", ["black"], on: view)

        #expect(await harness.run("share", on: view) == .message(link))
        #expect(harness.analytics.events.last?.name == "share")
    }

    @Test("Given output on a terminal When share is typed Then the link is followed by its QR code in half blocks")
    func terminalDrawsQRCode() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let details = harness.container.makeProductDetailsView(
            styleNumber: "TEE", flowStepEmitter: harness.emitter)
        let view = ProductDetailsView(
            viewModel: details.viewModel, currentAppLanguage: TestAppLanguage.current("en"), showsQRCode: { true })
        await view.appear()

        guard case .message(let text) = await harness.run("share", on: view) else {
            Issue.record("share printed nothing")
            return
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "https://mock-server-rose.vercel.app/product/TEE?colour=navy")
        #expect(lines.count > 10)
        #expect(lines.dropFirst().allSatisfy { $0.allSatisfy { " █▀▄".contains($0) } })
    }
}
