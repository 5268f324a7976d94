/// How the dashboard behaves in this run: whether GodTools' introduction may show when the
/// session is not a person at a terminal (a script or piped input), which it does only when
/// asked (`--onboarding`).
public struct ToolsDashboardConfiguration: Sendable, Equatable {
    public var showsOnboardingInScripts: Bool

    public init(showsOnboardingInScripts: Bool = false) {
        self.showsOnboardingInScripts = showsOnboardingInScripts
    }
}
