/// Documents shaped like the GodTools content API's (see its format description).
enum JSONAPIFixtures {
    /// `GET /languages`: two languages.
    static let languages = """
        {"data":[
          {"id":"1","type":"language","attributes":{"code":"en","name":"English","direction":"ltr","force-language-name":false}},
          {"id":"3","type":"language","attributes":{"code":"ar","name":"Arabic","direction":"rtl","force-language-name":false}}
        ]}
        """

    /// `GET /resources/1?include=latest-translations,attachments`: one tool, its translation and banner.
    static let resourceWithIncluded = """
        {"data":{"id":"1","type":"resource",
          "attributes":{"name":"Knowing God Personally","abbreviation":"kgp","resource-type":"tract","total-views":1520,
            "attr-category":"gospel","attr-default-order":"10","attr-hidden":"false","attr-banner":"7"},
          "relationships":{
            "latest-translations":{"data":[{"id":"21","type":"translation"},{"id":"22","type":"translation"}]},
            "attachments":{"data":[{"id":"7","type":"attachment"}]},
            "metatool":{"data":null},
            "variants":{"links":{"related":"/resources/1/variants"}}}},
         "included":[
          {"id":"21","type":"translation","attributes":{"is-published":true,"version":3,"translated-name":"Conocer a Dios personalmente"},
            "relationships":{"language":{"data":{"id":"2","type":"language"}},"resource":{"data":{"id":"1","type":"resource"}}}},
          {"id":"7","type":"attachment","attributes":{"file":"https://cdn.example.org/banner.jpg","sha256":"ab12","is-zipped":false}},
          {"id":"99","type":"follow-up","attributes":{"note":"a type no client knows"}}
        ]}
        """

    /// `GET /resources`: three resources, the second without an id; no `included`.
    static let resourcesWithBadOne = """
        {"data":[
          {"id":"1","type":"resource","attributes":{"name":"Knowing God Personally","resource-type":"tract"}},
          {"type":"resource","attributes":{"name":"No id"}},
          {"id":"3","type":"resource","attributes":{"name":"Four Laws","resource-type":"tract"},"relationships":{}}
        ]}
        """

    /// `POST /views` with a bad quantity.
    static let errors = """
        {"errors":[{"detail":"Quantity must be a positive number","source":{"pointer":"/data/attributes/quantity"}}]}
        """
}
