import Foundation
import GRDB
import Persistence

/// Keeps the content API's rankings as last fetched, one per country (none: the default
/// order) and language; the language code is kept lower-cased, as the server reads it.
public struct PersonalizationRankingsDAO: Sendable {
    private static let noCountry = ""

    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func ranking(country: String?, language: String) async throws -> CachedRankingDataModel? {
        let key = Self.key(country: country, language: language)
        return try await database.writer.read { db in
            try ToolsPersonalizationRankingRecord.fetchOne(db, key: ["country": key.country, "language": key.language]).map {
                CachedRankingDataModel(
                    resourceIds: $0.resourceIds.split(separator: "\n").map(String.init),
                    fetchedAt: Date(timeIntervalSinceReferenceDate: $0.fetchedAt))
            }
        }
    }

    /// Keeps `ranking` for the country and language, in place of the one kept before.
    public func keep(_ ranking: CachedRankingDataModel, country: String?, language: String) async throws {
        let key = Self.key(country: country, language: language)
        let record = ToolsPersonalizationRankingRecord(
            country: key.country, language: key.language,
            resourceIds: ranking.resourceIds.joined(separator: "\n"),
            fetchedAt: ranking.fetchedAt.timeIntervalSinceReferenceDate)
        try await database.writer.write { db in try record.upsert(db) }
    }

    /// Forgets every ranking kept, so that the next list shown asks the server.
    public func forgetAll() async throws {
        _ = try await database.writer.write { db in try ToolsPersonalizationRankingRecord.deleteAll(db) }
    }

    private static func key(country: String?, language: String) -> (country: String, language: String) {
        (country?.uppercased() ?? noCountry, language.lowercased())
    }
}
