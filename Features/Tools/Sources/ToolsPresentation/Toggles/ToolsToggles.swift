/// Which switchable parts of the Tools feature are on right now. The DependencyContainer reads
/// them from the host's feature toggles; a screen asks each time it draws its lines or lists
/// its commands, so a toggle flipped during the session counts from the next command.
public struct ToolsToggles: Sendable, Equatable {
    /// The country setting and the lists ranked for the person's country (`show personalized`).
    public var personalizedTools: Bool
    /// Lessons on the dashboard: the Lessons tab, the featured lesson, the lessons' routes.
    public var dashboardLessons: Bool
    /// "Learn to share this tool" on a tool's details (`learn`).
    public var learnToShare: Bool

    public init(personalizedTools: Bool = true, dashboardLessons: Bool = true, learnToShare: Bool = true) {
        self.personalizedTools = personalizedTools
        self.dashboardLessons = dashboardLessons
        self.learnToShare = learnToShare
    }

    /// Everything on: what a screen built without toggles shows.
    public static let allOn = ToolsToggles()
}

/// How a screen reads the toggles: asked again each time, never kept.
public typealias ToolsTogglesReading = @Sendable () -> ToolsToggles
