/// The inline readers of `Product` and the types under it, field for field as
/// `AlfieSchemaProductTypes` declares them.
enum AlfieInlineProductTypes {
    static let all: [InlineObjectType] = [
        InlineObjectType(
            "Money", of: AlfieMoney.self,
            [
                "currencyCode": .string(\.currencyCode), "amount": .int(\.amount), "amountFormatted": .string(\.amountFormatted),
            ]),
        InlineObjectType("Price", of: AlfiePrice.self, ["amount": .object(\.amount), "was": .object(\.was)]),
        InlineObjectType("PriceRange", of: AlfiePriceRange.self, ["low": .object(\.low), "high": .object(\.high)]),
        InlineObjectType("Brand", of: AlfieBrand.self, ["id": .id(\.id), "name": .string(\.name), "slug": .string(\.slug)]),
        InlineObjectType(
            "Colour", of: AlfieColour.self,
            ["id": .id(\.id), "swatch": .object(\.swatch), "name": .string(\.name), "media": .objects(\.media)]),
        InlineObjectType(
            "SizeGuide", of: AlfieSizeGuide.self,
            ["id": .id(\.id), "name": .string(\.name), "description": .string(\.description), "sizes": .objects(\.sizes)]),
        InlineObjectType(
            "Size", of: AlfieSize.self,
            [
                "id": .id(\.id), "value": .string(\.value), "scale": .string(\.scale), "description": .string(\.description),
                "sizeGuide": .object(\.sizeGuide),
            ]),
        InlineObjectType("KeyValuePair", of: AlfieKeyValuePair.self, ["key": .string(\.key), "value": .string(\.value)]),
        InlineObjectType(
            "Variant", of: AlfieVariant.self,
            [
                "sku": .id(\.sku), "size": .object(\.size), "colour": .object(\.colour), "media": .objects(\.media),
                "attributes": .objects(\.attributes), "stock": .int(\.stock), "price": .object(\.price),
            ]),
        InlineObjectType(
            "Product", of: AlfieProduct.self,
            [
                "id": .id(\.id), "styleNumber": .string(\.styleNumber), "name": .string(\.name), "brand": .object(\.brand),
                "priceRange": .object(\.priceRange), "shortDescription": .string(\.shortDescription),
                "longDescription": .string(\.longDescription), "slug": .string(\.slug), "attributes": .objects(\.attributes),
                "defaultVariant": .object(\.defaultVariant), "variants": .objects(\.variants), "sizes": .objects(\.sizes),
                "colours": .objects(\.colours),
            ]),
        InlineObjectType(
            "Image", of: AlfieImage.self,
            ["alt": .string(\.alt), "mediaContentType": .enumeration(\.mediaContentType), "url": .url(\.url)]),
        InlineObjectType(
            "VideoSource", of: AlfieVideoSource.self,
            ["format": .enumeration(\.format), "mimeType": .string(\.mimeType), "url": .url(\.url)]),
        InlineObjectType(
            "Video", of: AlfieVideo.self,
            [
                "alt": .string(\.alt), "mediaContentType": .enumeration(\.mediaContentType),
                "previewImage": .object(\.previewImage), "sources": .objects(\.sources),
            ]),
    ]
}
