import ToolsDomain

extension LessonReaderViewModel {
    /// Keeps how far this reading went: the highest page, and whether the lesson was completed.
    func pageReached(_ page: Int) {
        highestPageIndex = max(highestPageIndex, page)
        if LessonProgressRule.progress(pageIndex: page, pageCount: pages.count) == .completed {
            completedInThisReading = true
        }
    }

    /// The person leaves the lesson (`back`): its evaluation follows when it is due.
    public func closeTapped() async {
        let isDue =
            await askLessonEvaluationUseCase?.execute(lessonId: lessonId, completed: completedInThisReading) ?? false
        flowStepEmitter.emit(.lessonClosedFromLessonReader(id: lessonId, evaluateAtPage: isDue ? highestPageIndex : nil))
    }
}
