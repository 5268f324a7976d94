import ToolsData

/// A small catalog: five tools A–E (ids `a`…`e`, default orders 1–5, B spotlighted),
/// a hidden tool, a lesson and a metatool; English, Spanish, Arabic and French.
/// D has no English translation and its default locale is Spanish; E has no
/// translation at all.
public enum ToolsFixtures {
    public static let languages = [
        ToolsLanguageDataModel(id: "1", code: "en", name: "English"),
        ToolsLanguageDataModel(id: "2", code: "es", name: "Spanish"),
        ToolsLanguageDataModel(id: "3", code: "ar", name: "Arabic", isRightToLeft: true),
        ToolsLanguageDataModel(id: "4", code: "fr", name: "French"),
    ]

    public static let resources = ToolsResourcesDataModel(
        resources: [
            tool("c", "Gamma", order: 3, category: "growth"),
            tool("a", "Alpha", order: 1, category: "gospel", views: 2_533_146),
            tool("b", "Beta", order: 2, category: "training", spotlight: true),
            tool("e", "Epsilon", order: 5, category: "outreach"),
            ToolsResourceDataModel(id: "d", name: "Delta", abbreviation: "d", resourceType: "cyoa", category: "articles", defaultOrder: 4, defaultLocale: "es"),
            ToolsResourceDataModel(id: "h", name: "Hidden", abbreviation: "h", resourceType: "tract", defaultOrder: 0, isHidden: true),
            ToolsResourceDataModel(id: "l", name: "Lesson", abbreviation: "l", resourceType: "lesson", defaultOrder: 0),
            ToolsResourceDataModel(id: "m", name: "Meta", abbreviation: "m", resourceType: "metatool", defaultOrder: 0),
        ],
        translations: [
            translation("a-en", "a", "1", "Alpha", about: "All about Alpha."),
            translation("a-es", "a", "2", "Alfa", about: "Todo sobre Alfa."),
            translation("a-ar", "a", "3", "ألفا", about: "كل شيء عن ألفا."),
            translation("b-en", "b", "1", "Beta"),
            translation("b-fr", "b", "4", "Bêta"),
            translation("c-en", "c", "1", "Gamma"),
            translation("d-es", "d", "2", "Delta en español", about: "Sobre Delta."),
            translation("h-en", "h", "1", "Hidden"),
            translation("l-en", "l", "1", "Lesson"),
        ]
    )

    private static func tool(
        _ id: String, _ name: String, order: Int, category: String, views: Int = 10, spotlight: Bool = false
    ) -> ToolsResourceDataModel {
        ToolsResourceDataModel(
            id: id, name: name, abbreviation: id, resourceType: "tract", description: "\(name) in English.", totalViews: views,
            category: category, defaultOrder: order, isSpotlight: spotlight
        )
    }

    private static func translation(_ id: String, _ resource: String, _ language: String, _ name: String, about: String? = nil) -> ToolsTranslationDataModel {
        ToolsTranslationDataModel(id: id, resourceId: resource, languageId: language, translatedName: name, translatedDescription: about)
    }
}
