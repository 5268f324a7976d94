import ProductListingDataDomainInterface
import ProductListingDomain
import Testing

@Suite("Sharing a product")
struct ShareProductUseCaseTests {
    @Test("Given a product shown in Navy When it is shared Then the link is Alfie's web product link with the colour")
    func linkWithColour() async {
        let link = await ShareProductUseCase(links: ProductWebLinks()).execute(styleNumber: "MS100004", colourId: "navy")

        #expect(
            link
                == ProductLinkDomainModel(
                    styleNumber: "MS100004", colourId: "navy",
                    url: "https://mock-server-rose.vercel.app/product/MS100004?colour=navy"))
    }

    @Test("Given no colour When a product is shared Then the link has no colour")
    func linkWithoutColour() async {
        let link = await ShareProductUseCase(links: ProductWebLinks()).execute(styleNumber: "TEE", colourId: nil)

        #expect(link.url == "https://mock-server-rose.vercel.app/product/TEE")
    }

    @Test("Given a style number and colour with spaces and symbols When shared Then they are percent-encoded and read back")
    func encodedRoundTrip() async {
        let links = ProductWebLinks()
        let link = await ShareProductUseCase(links: links).execute(styleNumber: "A B/1", colourId: "navy & red")

        #expect(!link.url.contains(" "))
        #expect(links.product(linkedBy: link.url)?.colourId == "navy & red")
    }
}
