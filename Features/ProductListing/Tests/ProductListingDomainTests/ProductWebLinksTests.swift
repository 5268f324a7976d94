import ProductListingDataDomainInterface
import ProductListingDomain
import Testing

@Suite("Reading product links")
struct ProductWebLinksTests {
    let links = ProductWebLinks()

    @Test(
        "Given a product link in any of Alfie's forms When read Then the style number and colour come out",
        arguments: [
            "https://mock-server-rose.vercel.app/product/TEE?colour=black",
            "HTTPS://Mock-Server-Rose.Vercel.App/product/TEE/?colour=black",
            "http://mock-server-rose.vercel.app/product/TEE?color=black",
            "alfie://alfie.target/product/TEE?colour=black",
            "  https://mock-server-rose.vercel.app/product/TEE?utm_source=x&colour=black  ",
        ]
    )
    func readsLink(_ text: String) {
        let linked = links.product(linkedBy: text)
        #expect(linked?.styleNumber == "TEE")
        #expect(linked?.colourId == "black")
    }

    @Test("Given a product link without a colour When read Then it names the product and no colour")
    func noColour() {
        #expect(links.product(linkedBy: "https://mock-server-rose.vercel.app/product/TEE")?.colourId == nil)
        #expect(links.product(linkedBy: "https://mock-server-rose.vercel.app/product/TEE?colour=")?.colourId == nil)
    }

    @Test(
        "Given text that is no product link When read Then nothing comes out",
        arguments: [
            "TEE", "https://example.com/product/TEE", "ftp://mock-server-rose.vercel.app/product/TEE",
            "https://mock-server-rose.vercel.app/products/TEE", "https://mock-server-rose.vercel.app/product/",
            "https://mock-server-rose.vercel.app/product/TEE/more", "https://mock-server-rose.vercel.app/",
        ]
    )
    func rejects(_ text: String) {
        #expect(links.product(linkedBy: text) == nil)
    }
}

@Suite("Reading the shop's links to its screens")
struct ShopPageLinksTests {
    let links = ProductWebLinks()

    @Test(
        "Given a link to one of the shop's screens When read Then the screen comes out",
        arguments: [
            ("https://mock-server-rose.vercel.app/shop", ShopPageLinkDomainModel.listing),
            ("alfie://alfie.target/brand", .brands),
            ("https://mock-server-rose.vercel.app/bag/", .bag),
            ("http://mock-server-rose.vercel.app/Wishlist", .wishlist),
        ]
    )
    func readsScreenLink(_ text: String, _ page: ShopPageLinkDomainModel) {
        #expect(links.shopPage(linkedBy: text) == page)
    }

    @Test("Given a product link When read as a screen link Then it is the product's, with its colour")
    func productLink() {
        let text = "alfie://alfie.target/product/TEE?colour=black"
        #expect(
            links.shopPage(linkedBy: text)
                == .product(ProductLinkDomainModel(styleNumber: "TEE", colourId: "black", url: text)))
    }

    @Test(
        "Given a link that is none of the shop's screens When read Then it is not read",
        arguments: [
            "https://example.com/shop", "https://mock-server-rose.vercel.app/account", "https://mock-server-rose.vercel.app/",
            "https://mock-server-rose.vercel.app/shop/extra",
        ]
    )
    func notAScreenLink(_ text: String) {
        #expect(links.shopPage(linkedBy: text) == nil)
    }
}
