import ProductListingPresentation
import ProductListingTesting
import ReplKit
import TestSupport
import Testing

@Suite("Sharing a product and opening its link")
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

    @Test("Given a shared link to TEE in Black When open-link is typed on the listing Then TEE's details open in Black")
    func openLinkOpensDetails() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let listing = await harness.listingView()

        #expect(await harness.run("open-link", [link], on: listing) == .silent)
        #expect(harness.steps.last == .productLinkOpenedFromProductListing(styleNumber: "TEE", colourId: "black"))
    }

    @Test("Given text that is no product link When open-link is typed Then the message names the form links take")
    func notALink() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let listing = await harness.listingView()

        #expect(
            await harness.run("open-link", ["TEE"], on: listing)
                == .failure(
                    "\"TEE\" is not a product link — product links look like "
                        + "https://mock-server-rose.vercel.app/product/STYLE?colour=COLOUR."))
    }

    @Test("Given a link to a product the shop does not have When open-link is typed Then it says there is no such product")
    func unknownProduct() async throws {
        let harness = try ProductListingScreensHarness.shop()
        let listing = await harness.listingView()

        let outcome = await harness.run("open-link", ["https://mock-server-rose.vercel.app/product/NOPE"], on: listing)

        #expect(outcome == .failure("There is no product \"NOPE\"."))
        #expect(harness.steps.isEmpty)
    }
}
