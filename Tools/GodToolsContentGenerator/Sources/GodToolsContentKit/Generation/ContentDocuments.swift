import Primitives

/// The JSON:API documents of the content API, written as its server writes them:
/// kebab-case attributes, `attr-*` values as strings, ids as strings.
enum ContentDocuments {
    /// `GET /languages`: every language, ordered by name.
    static func languages(_ languages: [ContentLanguage]) -> OrderedJSON {
        let sorted = languages.sorted { $0.name < $1.name }
        return .object([
            (
                "data",
                .array(
                    sorted.map { language in
                        .object([
                            ("id", .string(language.id)),
                            ("type", .string("language")),
                            (
                                "attributes",
                                .object([
                                    ("code", .string(language.code)),
                                    ("name", .string(language.name)),
                                    ("direction", .string(language.isRightToLeft ? "rtl" : "ltr")),
                                    ("force-language-name", .bool(language.forceLanguageName)),
                                ])
                            ),
                        ])
                    })
            )
        ])
    }

    /// `GET /resources?filter[system]=GodTools&include=latest-translations,attachments`.
    static func resources(_ resources: [GeneratedResource], translations: [GeneratedTranslation]) -> OrderedJSON {
        .object([
            ("data", .array(resources.map(resource))),
            ("included", .array(included(of: resources, translations: translations, kinds: ResourceInclusion.all))),
        ])
    }

    /// The resource objects as the API writes them.
    static func resourceObject(_ resource: GeneratedResource) -> OrderedJSON {
        self.resource(resource)
    }

    /// What `include` asks for, for `resources`: their translations (in the order given), then their attachments.
    static func included(
        of resources: [GeneratedResource], translations: [GeneratedTranslation], kinds: Set<ResourceInclusion>
    ) -> [OrderedJSON] {
        let ids = Set(resources.map(\.id))
        let translated = kinds.contains(.latestTranslations) ? translations.filter { ids.contains($0.resourceId) } : []
        let attachments: [OrderedJSON] =
            kinds.contains(.attachments)
            ? resources.compactMap { resource in resource.attachmentId.map { attachment(id: $0, resource: resource) } } : []
        return translated.map(translation) + attachments
    }

    private static func resource(_ resource: GeneratedResource) -> OrderedJSON {
        var attributes: [(String, OrderedJSON)] = [
            ("name", .string(resource.name)),
            ("abbreviation", .string(resource.abbreviation)),
            ("description", resource.type == "metatool" ? .null : .string("\(resource.name): a \(resource.type) in GodTools.")),
            ("onesky-project-id", .int(200_000 + (Int(resource.id) ?? 0))),
            ("total-views", .int(resource.totalViews)),
            ("manifest", .null),
            ("resource-type", .string(resource.type)),
        ]
        if let category = resource.category { attributes.append(("attr-category", .string(category))) }
        if let order = resource.defaultOrder { attributes.append(("attr-default-order", .string(String(order)))) }
        if let locale = resource.defaultLocale { attributes.append(("attr-default-locale", .string(locale))) }
        if resource.isHidden { attributes.append(("attr-hidden", .string("true"))) }
        attributes.append(("attr-spotlight", .string(resource.isSpotlight ? "true" : "false")))
        if let banner = resource.attachmentId {
            attributes.append(("attr-banner", .string(banner)))
            attributes.append(("attr-about-banner-animation", .string("")))
        }

        var relationships: [(String, OrderedJSON)] = [
            ("latest-translations", .object([("data", .array(resource.translationIds.map { identifier("translation", $0) }))])),
            ("attachments", .object([("data", .array(resource.attachmentId.map { [identifier("attachment", $0)] } ?? []))])),
        ]
        if resource.type == "metatool" {
            relationships.append(
                ("variants", .object([("data", .array(resource.variantIds.map { identifier("resource", $0) }))])))
            relationships.append(
                ("default-variant", .object([("data", resource.variantIds.first.map { identifier("resource", $0) } ?? .null)])))
        } else {
            relationships.append(
                ("metatool", .object([("data", resource.metatoolId.map { identifier("resource", $0) } ?? .null)])))
        }
        return .object([
            ("id", .string(resource.id)),
            ("type", .string("resource")),
            ("attributes", .object(attributes)),
            ("relationships", .object(relationships)),
        ])
    }

    private static func translation(_ translation: GeneratedTranslation) -> OrderedJSON {
        var attributes: [(String, OrderedJSON)] = [
            ("is-published", .bool(true)),
            ("version", .int(translation.version)),
            ("manifest-name", .string(translation.manifestName)),
            ("translated-name", .string(translation.translatedName)),
            ("translated-description", .string(translation.translatedDescription)),
            ("translated-tagline", .string(translation.translatedTagline)),
        ]
        if translation.languageCode == "en" {
            attributes.append(
                ("attr-tool-details-conversation-starters", .string("What do you think about God?\nWould you like to know more?"))
            )
            attributes.append(("attr-tool-details-bible-references", .string("John 3:16\nRomans 5:8")))
            attributes.append(("attr-tool-details-outline", .string("")))
        }
        return .object([
            ("id", .string(translation.id)),
            ("type", .string("translation")),
            ("attributes", .object(attributes)),
            (
                "relationships",
                .object([
                    ("resource", .object([("data", identifier("resource", translation.resourceId))])),
                    ("language", .object([("data", identifier("language", translation.languageId))])),
                ])
            ),
        ])
    }

    private static func attachment(id: String, resource: GeneratedResource) -> OrderedJSON {
        let hash = SHA256.hexDigest(of: Array("banner of \(resource.abbreviation)".utf8))
        return .object([
            ("id", .string(id)),
            ("type", .string("attachment")),
            (
                "attributes",
                .object([
                    ("file", .string("https://content.mosaic.invalid/attachments/\(id)/banner.jpg")),
                    ("sha256", .string(hash)),
                    ("file-file-name", .string("banner.jpg")),
                    ("is-zipped", .bool(false)),
                ])
            ),
            ("relationships", .object([("resource", .object([("data", identifier("resource", resource.id))]))])),
        ])
    }

    private static func identifier(_ type: String, _ id: String) -> OrderedJSON {
        .object([("id", .string(id)), ("type", .string(type))])
    }
}
