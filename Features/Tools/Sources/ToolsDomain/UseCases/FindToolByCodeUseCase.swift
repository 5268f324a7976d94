/// The person follows a route or link to a tool by its code (`goto tools/kgp`): the tool it names.
public struct FindToolByCodeUseCase: Sendable {
    private let codes: any ToolCodesInterface

    public init(codes: any ToolCodesInterface) {
        self.codes = codes
    }

    public func execute(code: String) async throws(ToolsError) -> String {
        try await codes.toolId(code: code)
    }
}
