import Foundation
import GRDB
import Persistence

/// Reads and writes the catalog tables. Every write is one transaction.
public struct ToolsCatalogDAO: Sendable {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// When the catalog was last read from `sourceKey`, if ever.
    public func syncedAt(sourceKey: String) async throws -> Date? {
        try await database.writer.read { db in
            try ToolsSyncRecord.fetchOne(db, key: sourceKey).map { Date(timeIntervalSinceReferenceDate: $0.syncedAt) }
        }
    }

    /// Replaces the catalog with `languages` and `resources`; on the first save ever
    /// (no favorites and no sync before), favorites the resources whose abbreviations
    /// `initialFavorites` lists, in that order. Translations whose language is not in
    /// `languages` are left out.
    public func replaceCatalog(
        languages: [ToolsLanguageDataModel], resources: ToolsResourcesDataModel, sourceKey: String, syncedAt: Date,
        initialFavorites: [String] = []
    ) async throws {
        try await database.writer.write { db in
            let isFirstSync = try ToolsSyncRecord.fetchCount(db) == 0
            try ToolsTranslationRecord.deleteAll(db)
            try ToolsResourceRecord.deleteAll(db)
            try ToolsLanguageRecord.deleteAll(db)
            for language in languages {
                try ToolsLanguageRecord(
                    id: language.id, code: language.code, name: language.name,
                    isRightToLeft: language.isRightToLeft, forceLanguageName: language.forceLanguageName
                ).upsert(db)
            }
            for resource in resources.resources { try Self.record(resource).upsert(db) }
            let languageIds = Set(languages.map(\.id))
            let resourceIds = Set(resources.resources.map(\.id))
            for translation in resources.translations
            where languageIds.contains(translation.languageId) && resourceIds.contains(translation.resourceId) {
                try Self.record(translation).upsert(db)
            }
            try ToolsSyncRecord(sourceKey: sourceKey, syncedAt: syncedAt.timeIntervalSinceReferenceDate).upsert(db)
            if isFirstSync, try ToolsFavoriteRecord.fetchCount(db) == 0 {
                let byAbbreviation = Dictionary(resources.resources.map { ($0.abbreviation, $0.id) }) { first, _ in first }
                for (position, id) in initialFavorites.compactMap({ byAbbreviation[$0] }).enumerated() {
                    try ToolsFavoriteRecord(resourceId: id, position: position).insert(db)
                }
            }
        }
    }

    /// Whether a catalog was ever saved, from any source.
    public func hasCatalog() async throws -> Bool {
        try await database.writer.read { db in try ToolsSyncRecord.fetchCount(db) > 0 }
    }

    /// The saved catalog: languages by name, resources and translations by id as stored, and
    /// the versions chosen for metatools.
    public func catalog() async throws -> ToolsContentDataModel {
        try await database.writer.read { db in
            ToolsContentDataModel(
                languages: try ToolsLanguageRecord.order(Column("name")).fetchAll(db).map(Self.dataModel),
                resources: try ToolsResourceRecord.fetchAll(db).map(Self.dataModel),
                translations: try ToolsTranslationRecord.fetchAll(db).map(Self.dataModel),
                versionChoices: Dictionary(
                    try ToolsVersionChoiceRecord.fetchAll(db).map { ($0.metatoolId, $0.resourceId) }
                ) { first, _ in first }
            )
        }
    }

    private static func record(_ resource: ToolsResourceDataModel) -> ToolsResourceRecord {
        ToolsResourceRecord(
            id: resource.id, name: resource.name, abbreviation: resource.abbreviation, resourceType: resource.resourceType,
            description: resource.description, totalViews: resource.totalViews, category: resource.category,
            defaultOrder: resource.defaultOrder, defaultLocale: resource.defaultLocale, isHidden: resource.isHidden,
            isSpotlight: resource.isSpotlight, metatoolId: resource.metatoolId, bannerAttachmentId: resource.bannerAttachmentId,
            defaultVariantId: resource.defaultVariantId
        )
    }

    private static func record(_ translation: ToolsTranslationDataModel) -> ToolsTranslationRecord {
        ToolsTranslationRecord(
            id: translation.id, resourceId: translation.resourceId, languageId: translation.languageId,
            version: translation.version, manifestName: translation.manifestName, translatedName: translation.translatedName,
            translatedDescription: translation.translatedDescription, translatedTagline: translation.translatedTagline,
            conversationStarters: translation.conversationStarters, bibleReferences: translation.bibleReferences
        )
    }

    private static func dataModel(_ record: ToolsLanguageRecord) -> ToolsLanguageDataModel {
        ToolsLanguageDataModel(
            id: record.id, code: record.code, name: record.name,
            isRightToLeft: record.isRightToLeft, forceLanguageName: record.forceLanguageName
        )
    }

    private static func dataModel(_ record: ToolsResourceRecord) -> ToolsResourceDataModel {
        ToolsResourceDataModel(
            id: record.id, name: record.name, abbreviation: record.abbreviation, resourceType: record.resourceType,
            description: record.description, totalViews: record.totalViews, category: record.category,
            defaultOrder: record.defaultOrder, defaultLocale: record.defaultLocale, isHidden: record.isHidden,
            isSpotlight: record.isSpotlight, metatoolId: record.metatoolId, bannerAttachmentId: record.bannerAttachmentId,
            defaultVariantId: record.defaultVariantId
        )
    }

    private static func dataModel(_ record: ToolsTranslationRecord) -> ToolsTranslationDataModel {
        ToolsTranslationDataModel(
            id: record.id, resourceId: record.resourceId, languageId: record.languageId, version: record.version,
            manifestName: record.manifestName, translatedName: record.translatedName,
            translatedDescription: record.translatedDescription, translatedTagline: record.translatedTagline,
            conversationStarters: record.conversationStarters, bibleReferences: record.bibleReferences
        )
    }
}
