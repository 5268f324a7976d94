/// Finds listed tools and lessons by their code (GodTools' abbreviation: `kgp`, `fourlaws`),
/// the name routes and public links use.
public protocol ToolCodesInterface: Sendable {
    /// The id of the listed tool with `code`; throws `toolNotFound` when there is none.
    func toolId(code: String) async throws(ToolsError) -> String
    /// The id of the listed lesson with `code`; throws `lessonNotFound` when there is none.
    func lessonId(code: String) async throws(ToolsError) -> String
}
