import Foundation

/// The person asks how fresh the saved tools catalog is (`about`).
public struct CheckToolsFreshnessUseCase: Sendable {
    private let getToolsLastSaved: any GetToolsLastSavedInterface

    public init(getToolsLastSaved: any GetToolsLastSavedInterface) {
        self.getToolsLastSaved = getToolsLastSaved
    }

    public func execute() async -> Date? {
        await getToolsLastSaved.getToolsLastSaved()
    }
}
