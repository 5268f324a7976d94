import Foundation

/// Why the facts about the repository could not be gathered (as opposed to a rule being broken).
enum ArchitectureTestError: Error, CustomStringConvertible {
    case repositoryRootNotFound(startingAt: String)
    case swiftExecutableNotFound(searchPath: String)
    case commandFailed(command: String, status: Int32, standardError: String)
    case commandTimedOut(command: String, seconds: Int)
    case manifestUndecodable(packagePath: String, reason: String)
    case manifestMissing(packagePath: String)

    var description: String {
        switch self {
        case let .repositoryRootNotFound(start):
            "No folder above \(start) holds Package.swift, Features/ and Shared/"
        case let .swiftExecutableNotFound(searchPath):
            "No executable named swift on PATH (\(searchPath))"
        case let .commandFailed(command, status, standardError):
            "`\(command)` exited with status \(status): \(standardError)"
        case let .commandTimedOut(command, seconds):
            "`\(command)` did not finish within \(seconds) s"
        case let .manifestUndecodable(packagePath, reason):
            "The dump-package JSON of \(packagePath) could not be read: \(reason)"
        case let .manifestMissing(packagePath):
            "No manifest is known for \(packagePath)"
        }
    }
}
