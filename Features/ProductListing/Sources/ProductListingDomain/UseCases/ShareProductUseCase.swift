/// The person shares the product they are looking at, in the colour shown.
public struct ShareProductUseCase: Sendable {
    private let links: any ProductLinksInterface

    public init(links: any ProductLinksInterface) {
        self.links = links
    }

    public func execute(styleNumber: String, colourId: String?) async -> ProductLinkDomainModel {
        links.link(styleNumber: styleNumber, colourId: colourId)
    }
}
