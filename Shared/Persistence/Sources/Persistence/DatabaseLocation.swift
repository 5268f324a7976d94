import Foundation

/// Where the app keeps its database.
public enum DatabaseLocation: Sendable, Equatable {
    /// `app.sqlite` inside this folder, created when missing.
    case directory(URL)
    /// Nothing written to disk; gone when the process ends.
    case inMemory

    /// `$XDG_DATA_HOME/<appFolder>`, or `~/.local/share/<appFolder>` when it is not set.
    public static func defaultDirectory(appFolder: String, environment: [String: String]) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent(appFolder)
        }
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share").appendingPathComponent(appFolder)
    }
}
