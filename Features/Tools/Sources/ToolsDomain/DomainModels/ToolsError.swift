/// What can go wrong in the Tools feature, in its own terms.
public enum ToolsError: Error, Equatable, Sendable {
    /// No listed tool has this id.
    case toolNotFound(id: String)
    /// The catalog could not be read.
    case couldNotLoad
    /// The content source cannot be reached and nothing is saved yet.
    case sourceUnreachable
    /// A change could not be saved.
    case couldNotSave
    /// The tool is not available in the language the person typed.
    case languageNotAvailable(String)
    /// That language is the other choice (primary or parallel); each list leaves it out.
    case languageIsOtherChoice(name: String)
    /// This kind of tool (an article) is not read with a parallel language.
    case parallelLanguageNotSupported
    /// `swap` with no parallel language chosen.
    case noParallelLanguage
    /// The tool has no content in this language yet.
    case noContent(languageName: String)
    /// A downloaded file did not match its checksum and was not kept.
    case checksumMismatch(languageName: String)
    /// The tool's files could not be downloaded (source down, file missing or unreadable).
    case downloadFailed(languageName: String)
    /// No listed lesson has this id.
    case lessonNotFound(id: String)
    /// No tool or lesson is in a language the person typed.
    case unknownLanguage(String)
    /// A tool or lesson of a language being downloaded could not be downloaded; the
    /// ones before it stay saved.
    case toolDownloadFailed(toolName: String, languageName: String)
    /// `remove` for a language that is not downloaded.
    case languageNotDownloaded(languageName: String)
}
