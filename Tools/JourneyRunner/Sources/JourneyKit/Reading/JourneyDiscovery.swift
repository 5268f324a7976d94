import Foundation

/// Finds `.journey` files.
public enum JourneyDiscovery {
    public static let fileExtension = "journey"
    /// Folders of this name hold parts that journeys `> include`: never run on their own.
    public static let partsFolderName = "parts"

    /// Every `.journey` file under `directory`, sub-folders included (but not `parts/` folders),
    /// sorted by path.
    public static func journeyFiles(in directory: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory,
                includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles]
            )
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == fileExtension {
            let inside = displayName(of: url, relativeTo: directory).split(separator: "/").dropLast()
            if !inside.contains(Substring(partsFolderName)) {
                files.append(url.standardizedFileURL)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The journeys named by `paths`: a file as given, a folder searched with `journeyFiles(in:)`.
    public static func journeyFiles(at paths: [URL]) throws -> [URL] {
        var files: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
                throw JourneyFileError(name: path.path, line: 0, message: "no such file or folder")
            }
            files += isDirectory.boolValue ? journeyFiles(in: path) : [path]
        }
        return files
    }

    /// `file`'s path relative to `base` when it lies inside it, else its full path.
    public static func displayName(of file: URL, relativeTo base: URL) -> String {
        let filePath = file.standardizedFileURL.path
        let basePath = base.standardizedFileURL.path
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        return filePath.hasPrefix(prefix) ? String(filePath.dropFirst(prefix.count)) : filePath
    }
}

/// Finds the app binary to run journeys against.
public enum AppLocator {
    /// The environment variable that names the app binary explicitly.
    public static let overrideVariable = "JOURNEY_APP"

    /// `$JOURNEY_APP` when set; otherwise `name` in the folder of the running
    /// executable (on Linux `/proc/self/exe`, resolved), or in the nearest
    /// folder above it that has one (macOS test bundles sit deeper); falling
    /// back to the executable's own folder.
    public static func app(
        named name: String = "app",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let override = environment[overrideVariable], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let folder = currentExecutable().deletingLastPathComponent()
        var candidate = folder
        for _ in 0..<5 {
            let app = candidate.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: app.path) {
                return app
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return folder.appendingPathComponent(name)
    }

    /// The running executable, symlinks resolved.
    public static func currentExecutable() -> URL {
        #if os(Linux)
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: target).resolvingSymlinksInPath()
        }
        #endif
        if let executable = Bundle.main.executableURL {
            return executable.resolvingSymlinksInPath()
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
    }
}
