/// How far a person has come in a lesson, as GodTools keeps it.
public enum LessonProgressDomainModel: Sendable, Equatable {
    /// Opened and left before its last counted page: the fraction read, 0 ..< 1.
    case inProgress(fraction: Double)
    /// The last counted page was reached.
    case completed
}

/// A lesson as the lessons list shows it: its name in the lesson language and its progress
/// (`nil` when never opened).
public struct LessonSummaryDomainModel: Sendable, Equatable {
    public let id: String
    /// The lesson's short code (`lessonprayer`): how a person names it in commands.
    public let code: String
    public let name: String
    public let progress: LessonProgressDomainModel?

    public init(id: String, code: String, name: String, progress: LessonProgressDomainModel?) {
        self.id = id
        self.code = code
        self.name = name
        self.progress = progress
    }
}

/// The lessons list: the featured lessons first, then the others, all in the lesson language.
public struct LessonsListDomainModel: Sendable, Equatable {
    public let featured: [LessonSummaryDomainModel]
    public let lessons: [LessonSummaryDomainModel]
    /// The language the lessons are listed and read in; `nil` when no lesson has any language.
    public let language: ToolLanguageDomainModel?

    public init(featured: [LessonSummaryDomainModel], lessons: [LessonSummaryDomainModel], language: ToolLanguageDomainModel?) {
        self.featured = featured
        self.lessons = lessons
        self.language = language
    }

    /// Every row in its numbered order: featured first.
    public var rows: [LessonSummaryDomainModel] { featured + lessons }
}

/// A row of the lesson language filter: a language and how many lessons it has.
public struct LessonLanguageOptionDomainModel: Sendable, Equatable {
    public let language: ToolLanguageDomainModel
    public let lessonCount: Int
    public let isSelected: Bool

    public init(language: ToolLanguageDomainModel, lessonCount: Int, isSelected: Bool) {
        self.language = language
        self.lessonCount = lessonCount
        self.isSelected = isSelected
    }
}

/// A lesson ready to read in the lesson language, with where the person left it.
public struct LessonReaderDomainModel: Sendable, Equatable {
    public let lessonId: String
    public let translation: ToolTranslationDomainModel
    /// The page the person left the lesson on, 0-based, when they left it in the middle;
    /// `nil` when it was never opened, was left on its first page or was completed.
    public let resumePageIndex: Int?
    /// The languages whose files were downloaded to open it now (empty when saved).
    public let downloadedLanguages: [ToolLanguageDomainModel]

    public init(
        lessonId: String, translation: ToolTranslationDomainModel, resumePageIndex: Int?,
        downloadedLanguages: [ToolLanguageDomainModel] = []
    ) {
        self.lessonId = lessonId
        self.translation = translation
        self.resumePageIndex = resumePageIndex
        self.downloadedLanguages = downloadedLanguages
    }
}
