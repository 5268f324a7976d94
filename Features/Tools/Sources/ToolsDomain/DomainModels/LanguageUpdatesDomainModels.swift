import Foundation

/// A downloaded language brought up to date: which, and how many of its tools and lessons
/// came in a newer translation.
public struct UpdatedLanguageDomainModel: Sendable, Equatable {
    public let language: ToolLanguageDomainModel
    public let updatedTools: Int

    public init(language: ToolLanguageDomainModel, updatedTools: Int) {
        self.language = language
        self.updatedTools = updatedTools
    }
}

/// What a check of the downloaded languages did: the languages updated, those whose update
/// failed (their old downloads stay), and whether any language was due a check at all.
public struct LanguageUpdatesDomainModel: Sendable, Equatable {
    public let updated: [UpdatedLanguageDomainModel]
    public let failed: [ToolLanguageDomainModel]
    /// Languages checked (not checked in the last day); none means nothing was due.
    public let checkedLanguages: Int

    public init(updated: [UpdatedLanguageDomainModel], failed: [ToolLanguageDomainModel], checkedLanguages: Int) {
        self.updated = updated
        self.failed = failed
        self.checkedLanguages = checkedLanguages
    }

    /// Nothing was due.
    public static let nothingDue = LanguageUpdatesDomainModel(updated: [], failed: [], checkedLanguages: 0)
}

/// How far updating a downloaded language has come: 0 ... 1 over its newer translations.
public struct LanguageUpdateProgressDomainModel: Sendable, Equatable {
    public let language: ToolLanguageDomainModel
    public let fraction: Double

    public init(language: ToolLanguageDomainModel, fraction: Double) {
        self.language = language
        self.fraction = fraction
    }
}

/// Hears a language update's progress, from whatever thread does the work.
public typealias LanguageUpdateProgressHandler = @Sendable (LanguageUpdateProgressDomainModel) -> Void
