/// Answers of an Alfie-schema GraphQL server, as the Alfie mock and its schema shape them.
enum AlfieResponseFixtures {
    /// A product as the mock sends it: AUD, sizes like "10 AU", every field of the fragment and a few more.
    static func product(
        id: String, styleNumber: String, name: String, amount: Int = 40_000, was: Int? = nil,
        colours: [(id: String, name: String)] = [("black", "Black")], sizes: [String] = ["10 AU", "12 AU"], stock: Int = 3
    ) -> String {
        var variants: [String] = []
        for colour in colours {
            for size in sizes {
                let wasMoney =
                    was.map { #"{"currencyCode":"AUD","amount":\#($0),"amountFormatted":"$\#($0 / 100).00"}"# } ?? "null"
                variants.append(
                    """
                    {"sku":"\(styleNumber)-\(colour.id)-\(size.split(separator: " ").first ?? "")","stock":\(stock),
                     "size":{"id":"\(size)","value":"\(size)","scale":"AU"},"colour":{"id":"\(colour.id)","name":"\(colour.name)","swatch":null},
                     "media":[],"attributes":null,
                     "price":{"amount":{"currencyCode":"AUD","amount":\(amount),"amountFormatted":"$\(amount / 100).00"},"was":\(wasMoney)}}
                    """)
            }
        }
        let colourList = colours.map { #"{"id":"\#($0.id)","name":"\#($0.name)"}"# }.joined(separator: ",")
        return """
            {"id":"\(id)","styleNumber":"\(styleNumber)","name":"\(name)","slug":"\(id)",
             "brand":{"id":"b1","name":"Maison Élodie","slug":"maison-elodie"},
             "shortDescription":"A fine thing.","longDescription":null,"attributes":[],
             "priceRange":{"low":{"currencyCode":"AUD","amount":\(amount)},"high":null},
             "colours":[\(colourList)],
             "defaultVariant":\(variants[0]),
             "variants":[\(variants.joined(separator: ","))]}
            """
    }

    /// A `productListing` answer holding `products`, with the pagination given.
    static func listing(_ products: [String], offset: Int = 0, limit: Int = 20, total: Int, title: String = "Women") -> String {
        let next = offset + limit < total ? String(offset + limit) : "null"
        let previous = offset > 0 ? String(max(offset - limit, 0)) : "null"
        let pages = (total + limit - 1) / limit
        return """
            {"data":{"productListing":{"title":"\(title)",
              "pagination":{"offset":\(offset),"limit":\(limit),"total":\(total),"pages":\(pages),"page":\(offset / limit + 1),
                            "nextPage":\(next),"previousPage":\(previous)},
              "hierarchy":null,
              "products":[\(products.joined(separator: ","))]}}}
            """
    }

    /// Two readable products.
    static let twoProducts = listing(
        [
            product(id: "p1", styleNumber: "S1", name: "Élise Dress"),
            product(id: "p2", styleNumber: "S2", name: "Otis Shirt", amount: 12_000, was: 15_000),
        ],
        total: 2
    )

    /// Three products: one without a name, one with nothing priced, and a null in the list.
    static let unreadableProducts = listing(
        [
            product(id: "p1", styleNumber: "S1", name: "Élise Dress"),
            #"{"id":"p2","styleNumber":"S2","name":null,"variants":[]}"#,
            #"{"id":"p3","styleNumber":"S3","name":"Unpriced","variants":[{"sku":"x","stock":1,"price":null}]}"#,
            "null",
        ],
        total: 4
    )

    /// A product with nulls and gaps where the schema allows them, and fields the app does not know.
    static let sparseProduct = """
        {"data":{"product":{"id":"p9","styleNumber":"","name":"Bare Scarf","brand":{"id":"b2","name":"Nord"},
          "shortDescription":"Warm.","newField":{"x":1},"colours":null,
          "defaultVariant":{"sku":"v1","stock":null,"size":null,"colour":null,"price":{"amount":{"amount":2500.0,"currencyCode":"GBP"},"was":null}},
          "variants":null}}}
        """

    static let unknownProduct = #"{"data":{"product":null}}"#

    static let errors = """
        {"errors":[{"message":"Listing unavailable","path":["productListing"],"extensions":{"code":"INTERNAL_SERVER_ERROR"}}],"data":null}
        """

    static let brands = """
        {"data":{"brands":[{"id":"b1","name":"Maison Élodie","slug":"maison-elodie"},{"id":"b2","name":"Nord","slug":"nord"},null]}}
        """

    static let navigation = """
        {"data":{"navigation":[
          {"title":"Women","type":"LISTING","url":"/women","items":[
            {"title":"Dresses","type":"LISTING","url":"/women/dresses","items":null}]},
          {"title":"Help","type":"PAGE","url":null,"items":[]}]}}
        """

    static let suggestion = """
        {"data":{"suggestion":{"keywords":[{"value":"dress","results":12}],"brands":[{"value":"Nord","results":3,"slug":"nord"}],
          "products":[{"id":"p1","name":"Élise Dress","brandName":"Maison Élodie","slug":"elise","media":[],
                       "price":{"amount":{"amount":40000,"currencyCode":"AUD"},"was":null}}]}}}
        """
}
