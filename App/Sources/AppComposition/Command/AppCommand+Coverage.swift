import SystemKit

extension AppCommand {
    /// The coverage log `--coverage-log` names, opened; `nil` without the option. A file that
    /// stops taking lines is said once. Throws when the file cannot be opened.
    @MainActor
    func coverageLogOpened(messages: LaunchMessages) throws -> CommandCoverageLog? {
        guard let coverageLog else { return nil }
        return try CommandCoverageLog(path: coverageLog) { path, failure in
            messages.write(.launchCoverageLogUnwritable, ["path": path, "reason": failure.description])
        }
    }
}
