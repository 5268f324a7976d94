import Graphiti

/// The schema's scalars, enums and input, and the `Media` union with its members.
enum AlfieSchemaScalars {
    static var part: AlfieSchema.Part {
        AlfieSchema.Part(types: {
            Scalar(AlfieID.self, as: "ID")
            Scalar(AlfieURL.self, as: "URL")
            Enum(AlfieProductListingSort.self, as: "ProductListingSort") {
                Value(.lowToHigh)
                Value(.highToLow)
                Value(.aToZ)
                Value(.zToA)
            }
            Enum(AlfieProductFilterType.self, as: "ProductFilterType") {
                Value(.brand)
                Value(.colour)
                Value(.price)
                Value(.size)
            }
            Enum(AlfieMediaContentType.self, as: "MediaContentType") {
                Value(.image)
                Value(.video)
            }
            Enum(AlfieVideoFormat.self, as: "VideoFormat") {
                Value(.mp4)
                Value(.webm)
            }
            Enum(AlfieNavMenuItemType.self, as: "NavMenuItemType") {
                Value(.account)
                Value(.home)
                Value(.listing)
                Value(.product)
                Value(.search)
                Value(.page)
                Value(.externalHTTP)
                Value(.wishlist)
            }
            Input(AlfieRefineQuery.self, as: "ProductListingRefineQuery") {
                InputField("name", at: \.name)
                InputField("values", at: \.values)
            }
            Type(AlfieImage.self, as: "Image") {
                Field("alt", at: \.alt)
                Field("mediaContentType", at: \.mediaContentType)
                Field("url", at: \.url)
            }
            Type(AlfieVideoSource.self, as: "VideoSource") {
                Field("format", at: \.format)
                Field("mimeType", at: \.mimeType)
                Field("url", at: \.url)
            }
            Type(AlfieVideo.self, as: "Video") {
                Field("alt", at: \.alt)
                Field("mediaContentType", at: \.mediaContentType)
                Field("previewImage", at: \.previewImage)
                Field("sources", at: \.sources)
            }
            Union((any AlfieMedia).self, as: "Media", members: AlfieImage.self, AlfieVideo.self)
        })
    }
}
