import Graphiti

/// `Product` and the types under it.
enum AlfieSchemaProductTypes {
    static var part: AlfieSchema.Part {
        AlfieSchema.Part(types: {
            Type(AlfieMoney.self, as: "Money") {
                Field("currencyCode", at: \.currencyCode)
                Field("amount", at: \.amount)
                Field("amountFormatted", at: \.amountFormatted)
            }
            Type(AlfiePrice.self, as: "Price") {
                Field("amount", at: \.amount)
                Field("was", at: \.was)
            }
            Type(AlfiePriceRange.self, as: "PriceRange") {
                Field("low", at: \.low)
                Field("high", at: \.high)
            }
            Type(AlfieBrand.self, as: "Brand") {
                Field("id", at: \.id)
                Field("name", at: \.name)
                Field("slug", at: \.slug)
            }
            Type(AlfieColour.self, as: "Colour") {
                Field("id", at: \.id)
                Field("swatch", at: \.swatch)
                Field("name", at: \.name)
                Field("media", at: \.media)
            }
            Type(AlfieSizeGuide.self, as: "SizeGuide") {
                Field("id", at: \.id)
                Field("name", at: \.name)
                Field("description", at: \.description)
                Field("sizes", at: \.sizes)
            }
            Type(AlfieSize.self, as: "Size") {
                Field("id", at: \.id)
                Field("value", at: \.value)
                Field("scale", at: \.scale)
                Field("description", at: \.description)
                Field("sizeGuide", at: \.sizeGuide)
            }
            Type(AlfieKeyValuePair.self, as: "KeyValuePair") {
                Field("key", at: \.key)
                Field("value", at: \.value)
            }
            Type(AlfieVariant.self, as: "Variant") {
                Field("sku", at: \.sku)
                Field("size", at: \.size)
                Field("colour", at: \.colour)
                Field("media", at: \.media)
                Field("attributes", at: \.attributes)
                Field("stock", at: \.stock)
                Field("price", at: \.price)
            }
            Type(AlfieProduct.self, as: "Product") {
                Field("id", at: \.id)
                Field("styleNumber", at: \.styleNumber)
                Field("name", at: \.name)
                Field("brand", at: \.brand)
                Field("priceRange", at: \.priceRange)
                Field("shortDescription", at: \.shortDescription)
                Field("longDescription", at: \.longDescription)
                Field("slug", at: \.slug)
                Field("attributes", at: \.attributes)
                Field("defaultVariant", at: \.defaultVariant)
                Field("variants", at: \.variants)
                Field("sizes", at: \.sizes)
                Field("colours", at: \.colours)
            }
        })
    }
}
