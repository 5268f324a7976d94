import Foundation

/// Formats the Swift files a scaffold wrote with the toolchain's `swift format` and the
/// repository's `.swift-format`, so that what it generates passes CI's lint step whatever
/// the feature's name (a longer name moves line breaks, so the templates alone cannot).
public struct GeneratedSourceFormatter {
    public let repositoryRoot: URL

    public init(repositoryRoot: URL) {
        self.repositoryRoot = repositoryRoot
    }

    /// The Swift files among `paths` (relative to the root), formatted in place. Returns
    /// `nil` when done, or what went wrong in words (the files are then left as written).
    public func format(_ paths: [String]) -> String? {
        let swiftFiles = paths.filter { $0.hasSuffix(".swift") }
        guard !swiftFiles.isEmpty else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "format", "--in-place"] + swiftFiles
        process.currentDirectoryURL = repositoryRoot
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return "swift format could not be started: \(error.localizedDescription)"
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return "swift format failed (status \(process.terminationStatus)): \(message)"
        }
        return nil
    }
}
