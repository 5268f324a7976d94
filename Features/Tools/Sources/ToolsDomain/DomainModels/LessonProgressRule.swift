/// GodTools' lesson progress: the last page is not counted, so with `n = pages − 1`
/// and `p = clamp(index + 1, 1, n)` a lesson is at 0 on its first page, complete when
/// `p ≥ n`, and otherwise at `p ÷ (n + 1)`.
public enum LessonProgressRule {
    /// The progress of a lesson of `pageCount` pages read up to the page at `pageIndex` (0-based).
    public static func progress(pageIndex: Int, pageCount: Int) -> LessonProgressDomainModel {
        let counted = pageCount - 1
        guard pageIndex > 0, counted > 0 else { return .inProgress(fraction: 0) }
        let page = min(max(pageIndex + 1, 1), counted)
        if page >= counted { return .completed }
        return .inProgress(fraction: Double(page) / Double(counted + 1))
    }
}
