import Foundation

/// API-shaped documents with the quirks the content API format allows.
enum ContentDocumentFixtures {
    static func data(_ text: String) -> Data { Data(text.utf8) }

    static let languages = data(
        """
        {"data":[
          {"id":"7","type":"language","attributes":{"code":"ar","name":"Arabic","direction":"rtl","force-language-name":false}},
          {"id":"1","type":"language","attributes":{"code":"en","name":"English","direction":"ltr","force-language-name":false,"created-at":"2017"}},
          {"id":"24","type":"language","attributes":{"code":"ceb","name":"Cebuano","direction":"ltr","force-language-name":true}},
          {"id":"9","type":"language","attributes":{"name":"No code"}},
          {"type":"language","attributes":{"code":"xx"}},
          {"id":"2","type":"language","attributes":{"code":"es","name":"Spanish"}}
        ]}
        """)

    /// Two tools with translations, one with no `included` counterpart, a lesson with
    /// no relationships, a resource with an unknown type and attribute, a metatool with its
    /// default variant, one object that
    /// is not a resource at all, an unknown included type, a translation without a language.
    static let resources = data(
        """
        {"data":[
          {"id":"1","type":"resource","attributes":{"name":"Knowing God Personally","abbreviation":"kgp","total-views":2533146,
            "resource-type":"tract","attr-category":"gospel","attr-default-order":"10","attr-spotlight":"true","attr-hidden":"false",
            "attr-banner":"1001","attr-something-new":"whatever"},
           "relationships":{"latest-translations":{"data":[{"id":"11","type":"translation"},{"id":"12","type":"translation"},{"id":"99","type":"translation"}]},
             "attachments":{"data":[{"id":"1001","type":"attachment"}]},"metatool":{"data":null}}},
          {"id":"2","type":"resource","attributes":{"name":"Hidden One","abbreviation":"hid","resource-type":"article","attr-hidden":"true","attr-default-order":"abc"},
           "relationships":{"latest-translations":{"data":[]}}},
          {"id":"3","type":"resource","attributes":{"name":"A Lesson","abbreviation":"lesson1","resource-type":"lesson"}},
          {"id":"4","type":"resource","attributes":{"abbreviation":"future","resource-type":"hologram","total-views":"12"},
           "relationships":{"latest-translations":{"data":[{"id":"13","type":"translation"}]},"metatool":{"data":{"id":"9","type":"resource"}}}},
          {"id":"9","type":"resource","attributes":{"name":"All versions","abbreviation":"meta","resource-type":"metatool"},
           "relationships":{"variants":{"data":[{"id":"4","type":"resource"},{"id":"1","type":"resource"}]},
             "default-variant":{"data":{"id":"4","type":"resource"}}}},
          {"type":"resource","attributes":{"name":"No id"}},
          "not an object"
        ],
        "included":[
          {"id":"11","type":"translation","attributes":{"is-published":true,"version":3,"manifest-name":"abc.xml",
            "translated-name":"Knowing God Personally","translated-description":"About it.","translated-tagline":"Short"},
           "relationships":{"resource":{"data":{"id":"1","type":"resource"}},"language":{"data":{"id":"1","type":"language"}}}},
          {"id":"12","type":"translation","attributes":{"version":1,"translated-name":"Conocer a Dios personalmente"},
           "relationships":{"language":{"data":{"id":"2","type":"language"}}}},
          {"id":"13","type":"translation","attributes":{"version":2},"relationships":{}},
          {"id":"1001","type":"attachment","attributes":{"file":"https://example.invalid/banner.jpg","sha256":"00","is-zipped":false}},
          {"id":"5","type":"follow-up","attributes":{}}
        ]}
        """)

    static let resourcesWithoutIncluded = data(
        """
        {"data":[{"id":"1","type":"resource","attributes":{"name":"Solo","abbreviation":"solo","resource-type":"cyoa"},
          "relationships":{"latest-translations":{"data":[{"id":"11","type":"translation"}]}}}]}
        """)

    static let oneResource = data(
        """
        {"data":{"id":"8","type":"resource","attributes":{"name":"Single","abbreviation":"single","resource-type":"tract","attr-default-order":" 4 "}}}
        """)

    /// More quirks: `attr-*` sent as real JSON values, `is-published` as a string,
    /// relationships empty or null, `included` empty, translation details, an unknown
    /// top-level member.
    static let resourcesWithOtherQuirks = data(
        """
        {"data":[
          {"id":"5","type":"resource","attributes":{"name":"Typed","abbreviation":"typed","resource-type":"CYOA",
            "attr-hidden":false,"attr-spotlight":true,"attr-default-order":3,"total-views":"x"},
           "relationships":{"latest-translations":{"data":[{"id":"50","type":"translation"},{"id":"51","type":"translation"}]},
             "attachments":{"data":null},"metatool":{}}},
          {"id":"6","type":"resource","attributes":{"name":"No relationships","abbreviation":"none","resource-type":"article"},"relationships":{}},
          {"id":"7","type":"resource","attributes":null,"relationships":{"latest-translations":{"data":null}}}
        ],
        "included":[
          {"id":"50","type":"translation","attributes":{"is-published":"true","version":"2","manifest-name":"m.xml",
            "attr-tool-details-conversation-starters":"One?\\nTwo?","attr-tool-details-bible-references":"John 3:16"},
           "relationships":{"language":{"data":{"id":"1","type":"language"}}}},
          {"id":"51","type":"translation","attributes":{"is-published":"false"},"relationships":{"language":{"data":{"id":"2","type":"language"}}}}
        ],
        "meta":{"ignored":true}}
        """)

    static let emptyIncluded = data(
        """
        {"data":[{"id":"1","type":"resource","attributes":{"abbreviation":"a","resource-type":"tract"}}],"included":[]}
        """)

    static let errorDocument = data(
        """
        {"errors":[{"detail":"Resource not found","source":{"pointer":"/data/id"}}]}
        """)
}
