/// One program's figures in the report.
public struct ProgramFigures: Sendable, Equatable {
    public let name: String
    public let timing: TimingSummary
    public let libraryCount: Int

    public init(name: String, timing: TimingSummary, libraryCount: Int) {
        self.name = name
        self.timing = timing
        self.libraryCount = libraryCount
    }
}
