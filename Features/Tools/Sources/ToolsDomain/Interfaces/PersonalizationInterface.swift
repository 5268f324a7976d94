/// The country setting and the personalized lists.
public protocol PersonalizationInterface: Sendable {
    /// The countries whose name (in the app language) or code matches `searchText`, and the one chosen.
    func countryList(searchText: String) async throws(ToolsError) -> CountryListDomainModel
    /// Keeps the country `text` names (its code or whole name); `nil` forgets the choice.
    func chooseCountry(named text: String?) async throws(ToolsError) -> CountryChoiceDomainModel
    /// Whether `list` shows its personalized set (else all of it).
    func showsPersonalized(_ list: PersonalizedListDomainModel) async throws(ToolsError) -> Bool
    func setShowsPersonalized(_ personalized: Bool, list: PersonalizedListDomainModel) async throws(ToolsError)
    func personalizedTools() async throws(ToolsError) -> PersonalizedToolsDomainModel
    func personalizedLessons() async throws(ToolsError) -> PersonalizedLessonsDomainModel
}

/// Lesson evaluations: asked once per lesson, kept, and sent with the views.
public protocol LessonEvaluationInterface: Sendable {
    /// Whether the evaluation of the lesson is still to be asked.
    func isDue(lessonId: String) async throws(ToolsError) -> Bool
    func evaluate(_ evaluation: LessonEvaluationDomainModel) async throws(ToolsError)
    func skip(lessonId: String, pageReached: Int) async throws(ToolsError)
}
