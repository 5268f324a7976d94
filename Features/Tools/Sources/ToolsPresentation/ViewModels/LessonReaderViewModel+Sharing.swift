import ToolsDomain

/// What the lesson reader hands elsewhere: the public link to the lesson.
extension LessonReaderViewModel {
    /// `share`: the lesson's public link in the lesson language, at the page shown (none while
    /// the reader asks whether to pick up where the person left off).
    public func shareTapped() async -> ToolsNotice {
        let page = pendingResumePage == nil && state.loadedContent != nil ? pageIndex : nil
        do {
            return .shareLink(url: try await shareLessonUseCase.execute(lessonId: lessonId, pageIndex: page).url)
        } catch {
            return .failed(ToolsFailure(error))
        }
    }
}
